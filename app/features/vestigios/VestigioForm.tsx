/**
 * 'Adicionar Vestígio' (spec §2.3, §4 'Vestígio form', §5): type, description with its counter,
 * the media (camera or picker), the position tracked up to 20 s with its accuracy and the address
 * as in the Local do Crime, editable by hand. Salvar waits for a type; the save is one outbox item.
 * What was typed waits in a draft; the position is this opening's reading, never a draft's, and the
 * files are not kept (their capture records are made when they are taken).
 */
import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconDeviceFloppy, IconPhoto, IconTag } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formatCoordenadas } from '../../../shared/geo';
import { VESTIGIO_DESCRICAO_MAX, VESTIGIO_TIPOS } from '../../../shared/options-caso';
import { apreensaoFields, vestigioApreendido } from '../../../shared/schemas/apreensao';
import { emptyValues } from '../../../shared/schemas/fields';
import type { Municipio } from '../../../shared/schemas/referencia';
import { vestigioCreateRequest, vestigioEnderecoFields } from '../../../shared/schemas/vestigios';
import { ApreensaoSection } from '../../components/ApreensaoSection';
import {
  type BuscaEndereco,
  BuscaEnderecoStatus,
  buscarEndereco,
} from '../../components/endereco/BuscaEndereco';
import { EnderecoLocalSection } from '../../components/endereco/EnderecoLocalSection';
import {
  FormFrame,
  FormSection,
  fieldsFor,
  placeServerIssues,
  scrollToFirstError,
  useDraft,
} from '../../components/form';
import { MediaCapture } from '../../components/MediaCapture';
import type { Leitura } from '../../lib/geolocalizacao';
import { overallProgress, useUploadProgress } from '../../offline/envio/upload-progress';
import { save } from '../../offline/fila/save';
import { EnderecoDoLocal, type LocalDoCrime } from './EnderecoDoLocal';
import { ACCEPT_MIDIA } from './tipo-arquivo';
import { getPosicaoVestigio, useMidiasDoVestigio } from './useMidiasDoVestigio';
import { VESTIGIO_INCOMPLETO, VESTIGIO_SALVO, type VestigioCampos, vestigioRequest } from './vestigio-write';

/** The device's reading, beside the form: nothing the officer types, so never in a draft. */
type Posicao = Pick<VestigioCampos, 'latitude' | 'longitude' | 'precisao_m' | 'obtida_em'>;
type Valores = Omit<VestigioCampos, 'tipo' | 'descricao' | keyof Posicao> & {
  tipo: string | null;
  descricao: string;
};
const { SelectField, TextAreaField } = fieldsFor<Valores>();

const SEM_POSICAO: Posicao = { latitude: null, longitude: null, precisao_m: null, obtida_em: null };

function vazio(): Valores {
  return {
    ...(emptyValues({ ...vestigioEnderecoFields, ...apreensaoFields }) as Omit<
      Valores,
      'tipo' | 'descricao'
    >),
    tipo: null,
    descricao: '',
  };
}

export function VestigioForm({
  casoId,
  localDoCrime,
  onSaved,
}: {
  casoId: string;
  /** The case's Local do Crime, whose address the officer may take (EnderecoDoLocal). */
  localDoCrime: LocalDoCrime | undefined;
  onSaved: (sent: boolean) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [id] = useState(() => crypto.randomUUID());
  const form = useForm<Valores>({ defaultValues: vazio(), shouldFocusError: false });
  const draft = useDraft(form, `vestigio:${casoId}:novo`);
  const tipo = useWatch({ control: form.control, name: 'tipo' });
  const [posicaoLida, setPosicaoLida] = useState<Posicao>(SEM_POSICAO);
  const [buscando, setBuscando] = useState(true);
  const [saving, setSaving] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const [busca, setBusca] = useState<BuscaEndereco>(null);
  const [cidadeDoLocal, setCidadeDoLocal] = useState<Municipio | null>(null);
  const progresso = useUploadProgress(saving ? id : null);

  // One reading for the vestígio and its files, started when the form opens (spec §9: up to 20 s).
  const posicaoRef = useRef<Promise<Leitura | null> | null>(null);
  posicaoRef.current ??= getPosicaoVestigio();
  const posicao = useCallback(() => posicaoRef.current ?? Promise.resolve(null), []);
  const midias = useMidiasDoVestigio(casoId, posicao);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's one fix, once.
  useEffect(() => {
    let ativo = true;
    void posicao().then(async (leitura) => {
      if (!ativo) return;
      setBuscando(false);
      if (!leitura) return;
      setPosicaoLida(leitura);
      if (navigator.onLine) await buscarEndereco(form, leitura, setBusca, () => ativo);
    });
    return () => {
      ativo = false;
    };
  }, []);

  const enviar = form.handleSubmit(
    async (valores) => {
      if (!valores.tipo || midias.midias.length === 0) {
        setAviso(VESTIGIO_INCOMPLETO);
        return;
      }
      setAviso(null);
      setSaving(true);
      const campos = { ...valores, ...posicaoLida, tipo: valores.tipo, descricao: valores.descricao || null };
      const request = vestigioRequest(casoId, id, campos, await midias.registrados());
      const checked = vestigioCreateRequest.safeParse(request.input.body);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const campo = String(issue.path[0] ?? '');
          if (campo in valores) form.setError(campo as keyof Valores, { message: issue.message });
          else setAviso(issue.message);
        }
        setSaving(false);
        scrollToFirstError(formRef.current);
        return;
      }
      const result = await save(request, {
        success: VESTIGIO_SALVO,
        failureTitle: 'Falha ao salvar no banco de dados',
        onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
      });
      setSaving(false);
      if (!result.ok) return;
      await draft.clear();
      onSaved(result.sent);
    },
    () => scrollToFirstError(formRef.current),
  );

  const { latitude, longitude, precisao_m: precisao } = posicaoLida;
  const temPosicao = typeof latitude === 'number' && typeof longitude === 'number';
  return (
    <FormFrame travado={saving} form={form} formRef={formRef} onSubmit={enviar} draft={draft}>
      <FormSection title="Vestígio" icon={<IconTag size={22} />}>
        <SelectField name="tipo" label="Tipo do vestígio" data={VESTIGIO_TIPOS} withAsterisk searchable />
        <TextAreaField name="descricao" label="Descrição" maxLength={VESTIGIO_DESCRICAO_MAX} />
      </FormSection>
      {tipo && vestigioApreendido(tipo) && <ApreensaoSection description="Do objeto apreendido" />}
      <FormSection title="Fotos e vídeo" icon={<IconPhoto size={22} />}>
        <MediaCapture
          items={midias.midias}
          onCapture={midias.capturar}
          onPick={(files) => void midias.escolher(files)}
          onRemove={midias.remover}
          accept={ACCEPT_MIDIA}
          canFilm={midias.podeFilmar}
          canPhoto={midias.podeFotografar}
          progress={saving ? progresso : undefined}
          disabled={saving}
        />
        {midias.aviso && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {midias.aviso}
          </Text>
        )}
      </FormSection>
      <FormSection title="Posição" icon={<IconCurrentLocation size={22} />}>
        {buscando ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">Obtendo a posição do aparelho…</Text>
          </Group>
        ) : temPosicao ? (
          <>
            <Text size="sm" ff="monospace" data-testid="coordenadas">
              {formatCoordenadas([longitude, latitude])}
            </Text>
            <Text size="sm" c="dimmed">
              {typeof precisao === 'number' ? `Precisão de ${Math.round(precisao)} m` : ''}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Posição não obtida. Preencha o endereço abaixo.
          </Text>
        )}
      </FormSection>
      <BuscaEnderecoStatus busca={busca} />
      <EnderecoDoLocal local={localDoCrime} form={form} onCidade={setCidadeDoLocal} />
      <EnderecoLocalSection knownCidade={cidadeDoLocal} />
      {aviso && (
        <Alert color="red" variant="light" role="alert">
          {aviso}
        </Alert>
      )}
      {saving && progresso.size > 0 && <EnvioTotal progresso={progresso} midias={midias.midias} />}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={saving}
        disabled={!tipo}
        leftSection={<IconDeviceFloppy size={22} />}
      >
        Salvar
      </Button>
    </FormFrame>
  );
}

/**
 * The whole send, by the button the officer just pressed (the files' own bars are up the form):
 * on a slow link it tells that the save is moving, and how far.
 */
function EnvioTotal({
  progresso,
  midias,
}: {
  progresso: ReadonlyMap<string, number>;
  midias: readonly { id: string; blob: Blob }[];
}) {
  const valor = Math.floor(overallProgress(progresso, new Map(midias.map((m) => [m.id, m.blob.size]))) * 100);
  return (
    <Stack gap={4} role="status">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Enviando as mídias…
        </Text>
        <Text size="sm" fw={700}>
          {valor}%
        </Text>
      </Group>
      <Progress value={valor} size="lg" color="gold" aria-label={`Envio das mídias: ${valor}%`} />
    </Stack>
  );
}
