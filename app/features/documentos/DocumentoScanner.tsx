import { Button, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { DOCUMENTO_TIPOS, type DocumentoTipo } from '../../../shared/options';
import { DOCUMENTO_TIPO_INVALIDO } from '../../../shared/schemas/documentos';
import { CameraCapture } from '../../components/CameraCapture';
import classes from './Documentos.module.css';
import { imagemAceita } from './tipo-imagem';

/** Spec §5 "Document scan": the type comes first. */
export const MENSAGENS_SCANNER = {
  tipoUpload: 'Selecione um tipo de documento antes de fazer o upload.',
  tipoCamera: 'Selecione um tipo de documento antes de abrir a câmera.',
  tipoCaptura: 'Selecione um tipo de documento antes de capturar a imagem.',
} as const;

/** The picker also lists PDF (spec §5); the bytes decide what is kept. */
const ACEITOS = 'image/jpeg,image/png,application/pdf';

const OPCOES = [
  { value: '', label: 'Selecione o tipo' },
  ...DOCUMENTO_TIPOS.map((tipo) => ({
    value: tipo,
    label: tipo === 'IMAGEM' ? 'IMAGEM (foto da pessoa)' : tipo,
  })),
];

export interface ImagemEscaneada {
  tipo: DocumentoTipo;
  blob: Blob;
  nome: string;
}

interface Aviso {
  /** Which control the message is about, so it shows beside it. */
  campo: 'tipo' | 'arquivo';
  mensagem: string;
}

export interface DocumentoScannerProps {
  /** A picture that passed the checks; may be async (an upload), during which the buttons wait. */
  onImagem: (imagem: ImagemEscaneada) => void | Promise<void>;
}

function ehTipo(valor: string): valor is DocumentoTipo {
  return DOCUMENTO_TIPOS.includes(valor as DocumentoTipo);
}

function nomeDaFoto(tipo: DocumentoTipo): string {
  const quando = new Date().toISOString().replace(/[:.]/g, '-');
  return `${tipo.toLowerCase().replace(/\s+/g, '-')}-${quando}.jpg`;
}

/** Choose a type, then pick a file or take a photo with the camera (spec §2.3 document scanning). */
export function DocumentoScanner({ onImagem }: DocumentoScannerProps) {
  const [tipo, setTipo] = useState('');
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [cameraAberta, setCameraAberta] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const avisar = (novo: Aviso) => {
    setAviso(novo);
    notifications.show({ message: novo.mensagem, color: 'red', withBorder: true });
  };

  /** The type chosen now; without one, tells the user and answers null. */
  const exigirTipo = (mensagem: string): DocumentoTipo | null => {
    if (ehTipo(tipo)) return tipo;
    avisar({ campo: 'tipo', mensagem });
    return null;
  };

  const entregar = async (imagem: ImagemEscaneada) => {
    setAviso(null);
    setOcupado(true);
    try {
      await onImagem(imagem);
    } finally {
      setOcupado(false);
    }
  };

  const escolherArquivo = () => {
    if (!exigirTipo(MENSAGENS_SCANNER.tipoUpload)) return;
    inputRef.current?.click();
  };

  const arquivoEscolhido = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const arquivo = input.files?.[0];
    // Emptied so that picking the same file again is seen as a new choice.
    input.value = '';
    if (!arquivo) return;
    const tipoAtual = exigirTipo(MENSAGENS_SCANNER.tipoUpload);
    if (!tipoAtual) return;
    const aceita = await imagemAceita(arquivo);
    if (!aceita) {
      avisar({ campo: 'arquivo', mensagem: DOCUMENTO_TIPO_INVALIDO });
      return;
    }
    await entregar({ tipo: tipoAtual, ...aceita });
  };

  const abrirCamera = () => {
    if (!exigirTipo(MENSAGENS_SCANNER.tipoCamera)) return;
    setAviso(null);
    setCameraAberta(true);
  };

  const fotoCapturada = async (foto: Blob) => {
    const tipoAtual = exigirTipo(MENSAGENS_SCANNER.tipoCaptura);
    if (!tipoAtual) return;
    setCameraAberta(false);
    await entregar({ tipo: tipoAtual, blob: foto, nome: nomeDaFoto(tipoAtual) });
  };

  return (
    <Paper className={classes.scanner} p="sm" radius="lg">
      <Stack gap="sm">
        <NativeSelect
          label="Tipo de documento"
          data={OPCOES}
          value={tipo}
          error={aviso?.campo === 'tipo' ? aviso.mensagem : undefined}
          onChange={(event) => {
            const valor = event.currentTarget.value;
            setTipo(valor);
            if (ehTipo(valor) && aviso?.campo === 'tipo') setAviso(null);
          }}
        />
        <input
          ref={inputRef}
          type="file"
          accept={ACEITOS}
          hidden
          aria-label="Arquivo do documento"
          data-testid="documento-arquivo"
          onChange={(event) => void arquivoEscolhido(event)}
        />
        {cameraAberta ? (
          <CameraCapture
            onCapture={(foto) => void fotoCapturada(foto)}
            onClose={() => setCameraAberta(false)}
            beforeCapture={() => exigirTipo(MENSAGENS_SCANNER.tipoCaptura) !== null}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button leftSection={<IconCamera size={20} />} disabled={ocupado} onClick={abrirCamera}>
              Abrir câmera
            </Button>
            <Button
              variant="light"
              leftSection={<IconUpload size={20} />}
              loading={ocupado}
              onClick={escolherArquivo}
            >
              Enviar arquivo
            </Button>
          </SimpleGrid>
        )}
        {aviso?.campo === 'arquivo' && (
          <Text c="red" size="sm" role="alert">
            {aviso.mensagem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
