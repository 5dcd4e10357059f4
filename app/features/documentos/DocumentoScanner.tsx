import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { DOCUMENTO_TIPOS, type DocumentoTipo } from '../../../shared/options';
import { DOCUMENTO_TIPO_INVALIDO } from '../../../shared/schemas/documentos';
import { CameraCapture } from '../../components/CameraCapture';
import { ListField } from '../../components/form';
import { acceptedImage } from '../../lib/image-type';
import classes from './Documentos.module.css';

/** Spec §5 "Document scan": the type comes first. */
export const SCANNER_MESSAGES = {
  typeBeforeUpload: 'Selecione um tipo de documento antes de fazer o upload.',
  typeBeforeCamera: 'Selecione um tipo de documento antes de abrir a câmera.',
  typeBeforeCapture: 'Selecione um tipo de documento antes de capturar a imagem.',
} as const;

/** The picker also lists PDF (spec §5); the bytes decide what is kept. */
const ACCEPTED = 'image/jpeg,image/png,application/pdf';

const OPTIONS = [
  { value: '', label: 'Selecione o tipo' },
  ...DOCUMENTO_TIPOS.map((tipo) => ({
    value: tipo,
    label: tipo === 'IMAGEM' ? 'IMAGEM (foto da pessoa)' : tipo,
  })),
];

export interface ScannedImage {
  tipo: DocumentoTipo;
  blob: Blob;
  name: string;
}

interface Warning {
  /** Which control the message is about, so it shows beside it. */
  field: 'tipo' | 'arquivo';
  message: string;
}

export interface DocumentoScannerProps {
  /** A picture that passed the checks; may be async (an upload), during which the buttons wait. */
  onImage: (image: ScannedImage) => void | Promise<void>;
}

function isTipo(valor: string): valor is DocumentoTipo {
  return DOCUMENTO_TIPOS.includes(valor as DocumentoTipo);
}

function photoName(tipo: DocumentoTipo): string {
  const when = new Date().toISOString().replace(/[:.]/g, '-');
  return `${tipo.toLowerCase().replace(/\s+/g, '-')}-${when}.jpg`;
}

/** Choose a type, then pick a file or take a photo with the camera (spec §2.3 document scanning). */
export function DocumentoScanner({ onImage }: DocumentoScannerProps) {
  const [tipo, setTipo] = useState('');
  const [warning, setWarning] = useState<Warning | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // Shown beside the control it is about, once: not also as a toast.
  const warn = (next: Warning) => setWarning(next);

  /** The type chosen now; without one, tells the user and answers null. */
  const requireTipo = (message: string): DocumentoTipo | null => {
    if (isTipo(tipo)) return tipo;
    warn({ field: 'tipo', message });
    return null;
  };

  const deliver = async (image: ScannedImage) => {
    setWarning(null);
    setBusy(true);
    try {
      await onImage(image);
    } finally {
      setBusy(false);
    }
  };

  const pickFile = () => {
    if (!requireTipo(SCANNER_MESSAGES.typeBeforeUpload)) return;
    inputRef.current?.click();
  };

  const filePicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied so that picking the same file again is seen as a new choice.
    input.value = '';
    if (!file) return;
    const current = requireTipo(SCANNER_MESSAGES.typeBeforeUpload);
    if (!current) return;
    const accepted = await acceptedImage(file);
    if (!accepted) {
      warn({ field: 'arquivo', message: DOCUMENTO_TIPO_INVALIDO });
      return;
    }
    await deliver({ tipo: current, ...accepted });
  };

  const openCamera = () => {
    if (!requireTipo(SCANNER_MESSAGES.typeBeforeCamera)) return;
    setWarning(null);
    setCameraOpen(true);
  };

  const photoTaken = async (photo: Blob) => {
    const current = requireTipo(SCANNER_MESSAGES.typeBeforeCapture);
    if (!current) return;
    setCameraOpen(false);
    await deliver({ tipo: current, blob: photo, name: photoName(current) });
  };

  return (
    <Paper className={classes.scanner} p="sm" radius="lg">
      <Stack gap="sm">
        <ListField
          label="Tipo de documento"
          data={OPTIONS}
          value={tipo}
          error={warning?.field === 'tipo' ? warning.message : undefined}
          onChange={(value) => {
            setTipo(value);
            if (isTipo(value) && warning?.field === 'tipo') setWarning(null);
          }}
        />
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED}
          hidden
          aria-label="Arquivo do documento"
          data-testid="documento-arquivo"
          onChange={(event) => void filePicked(event)}
        />
        {cameraOpen ? (
          <CameraCapture
            onCapture={(photo) => void photoTaken(photo)}
            onClose={() => setCameraOpen(false)}
            beforeCapture={() => requireTipo(SCANNER_MESSAGES.typeBeforeCapture) !== null}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button leftSection={<IconCamera size={20} />} disabled={busy} onClick={openCamera}>
              Abrir câmera
            </Button>
            <Button variant="light" leftSection={<IconUpload size={20} />} loading={busy} onClick={pickFile}>
              Enviar arquivo
            </Button>
          </SimpleGrid>
        )}
        {warning?.field === 'arquivo' && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {warning.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
