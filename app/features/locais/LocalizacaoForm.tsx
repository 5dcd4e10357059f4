/**
 * The form of a spot — the scene or a camera: the map at the position (online; tapping moves the
 * marker of a camera), the address looked up from it and always editable, and, for the scene, its
 * conditions. Offline there is no lookup and no map; the save waits in the outbox.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconArrowLeft, IconCurrentLocation } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { formatCoordenadas } from '../../../shared/geo';
import { cameraCreateRequest, localCrimeCreateRequest } from '../../../shared/schemas/locais';
import {
  type BuscaEndereco,
  BuscaEnderecoStatus,
  buscarEndereco,
} from '../../components/endereco/BuscaEndereco';
import { EnderecoLocalSection } from '../../components/endereco/EnderecoLocalSection';
import {
  FormFrame,
  FormSection,
  OfflineNotice,
  placeServerIssues,
  SaveBar,
  scrollToFirstError,
  useDraft,
} from '../../components/form';
import { ApiError } from '../../lib/api';
import { MESSAGES } from '../../lib/errors';
import { localDateTime } from '../../lib/format';
import type { Leitura } from '../../lib/geolocalizacao';
import { showSuccess } from '../../lib/notify';
import { showError } from '../../lib/notify-error';
import { refreshAfterWrite } from '../../lib/query-client';
import type { OutboxRequest } from '../../offline/db';
import { type SaveResult, save } from '../../offline/fila/save';
import { exclusaoDoLocalSalvo } from '../../offline/itens/item-acoes';
import { CondicoesSection } from './CondicoesSection';
import { LocalJaSalvo, type LocalSalvo } from './LocalJaSalvo';
import { type LocalizacaoOutput, type LocalizacaoValues, valoresIniciais } from './localizacao-values';
import { MapaLocal } from './MapaLocal';

export type TipoLocalizacao = 'local' | 'camera';

const FALHA = 'Falha ao salvar no banco de dados';

const TEXTOS = {
  local: { salvo: 'Local salvo com sucesso!', rotulo: 'Local do crime' },
  camera: { salvo: 'Câmera salva com sucesso.', rotulo: 'Câmera de segurança' },
} as const;

interface LocalizacaoFormProps {
  tipo: TipoLocalizacao;
  casoId: string;
  leitura: Leitura | null;
  /** `sent` is false when the save waits in the outbox. */
  onSaved: (sent: boolean) => void;
}

export function LocalizacaoForm({ tipo, casoId, leitura, onSaved }: LocalizacaoFormProps) {
  const { online } = useNetwork();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LocalizacaoValues, unknown, LocalizacaoOutput>({
    resolver: zodResolver(
      tipo === 'local' ? localCrimeCreateRequest : cameraCreateRequest,
    ) as unknown as Resolver<LocalizacaoValues, unknown, LocalizacaoOutput>,
    defaultValues: valoresIniciais(leitura),
    shouldFocusError: false,
  });
  const draft = useDraft(form, `${tipo}:${casoId}:novo`);
  const [busca, setBusca] = useState<BuscaEndereco>(null);
  const [saving, setSaving] = useState(false);
  /** The save the server refused because the case already has a location (LOCAL_EXISTS). */
  const [repetido, setRepetido] = useState<{ request: OutboxRequest; feitoEm: number } | null>(null);
  const [latitude, longitude, precisao, obtidaEm] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude', 'precisao_m', 'obtida_em'],
  });

  // The address of the fix, once, when there is signal to ask for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked up for the first fix only.
  useEffect(() => {
    if (!leitura || !navigator.onLine) return;
    void buscarEndereco(form, leitura, setBusca);
  }, []);

  const mover = (lat: number, lon: number) => {
    // Placed by hand: no device accuracy or moment goes with it; the officer's, so the draft keeps it.
    const porMao = { shouldDirty: true };
    form.setValue('latitude', lat, porMao);
    form.setValue('longitude', lon, porMao);
    form.setValue('precisao_m', null, porMao);
    form.setValue('obtida_em', null, porMao);
  };

  /** Saved, or the case's saved one kept: the form is done, and so is its draft. */
  const concluir = async (sent: boolean) => {
    await draft.clear();
    onSaved(sent);
  };

  /** Sends one write of this form; true when taken or queued. */
  const enviarEscrita = async (request: OutboxRequest, success?: string) => {
    const result = (await save(request, {
      success,
      failureTitle: FALHA,
      blockedTitle: MESSAGES.actionBlockedLocal,
      onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
      silentFailure: true,
    })) as SaveResult<'createLocalCrime' | 'createCamera' | 'deleteLocalCrime'>;
    if (result.ok) return result;
    // The case has a location already (a colleague's, or this officer's from another phone): both
    // are shown to choose from, never a message telling to delete the other (issue 26).
    if (result.error instanceof ApiError && result.error.code === 'LOCAL_EXISTS') {
      setRepetido({ request, feitoEm: Date.now() });
    } else {
      showError(result.error, FALHA, MESSAGES.actionBlockedLocal);
    }
    return result;
  };

  const enviar = form.handleSubmit(
    async (output) => {
      setSaving(true);
      const { condicoes, ...resto } = output;
      const request =
        tipo === 'local'
          ? ({
              op: 'createLocalCrime',
              input: { params: { casoId }, body: { ...resto, condicoes } },
            } as const)
          : ({ op: 'createCamera', input: { params: { casoId }, body: resto } } as const);
      const result = await enviarEscrita(
        { id: crypto.randomUUID(), ...request, label: TEXTOS[tipo].rotulo, casoId },
        TEXTOS[tipo].salvo,
      );
      setSaving(false);
      if (result.ok) await concluir(result.sent);
    },
    () => scrollToFirstError(formRef.current),
  );

  /** 'Usar o meu': the saved one removed with the version compared, then this one saved. */
  const usarMeu = async (salvo: LocalSalvo) => {
    if (!repetido) return;
    setSaving(true);
    if (salvo) {
      const apagado = await enviarEscrita(exclusaoDoLocalSalvo(casoId, salvo));
      if (!apagado.ok) {
        // A colleague changed it since (DELETE_CONFLICT, told by its toast): compare it as it is now.
        void refreshAfterWrite();
        setSaving(false);
        return;
      }
    }
    setRepetido(null);
    const result = await enviarEscrita({ ...repetido.request, id: crypto.randomUUID() }, TEXTOS[tipo].salvo);
    setSaving(false);
    if (result.ok) await concluir(result.sent);
  };

  if (repetido) {
    return (
      <Stack gap="md">
        <LocalJaSalvo
          casoId={casoId}
          corpo={(repetido.request.input as { body: unknown }).body}
          feitoEm={repetido.feitoEm}
          busy={saving}
          onUsarMeu={(salvo) => void usarMeu(salvo)}
          onManterSalvo={() => {
            showSuccess('O local do crime salvo no caso foi mantido.');
            // Nothing of this form goes to the server: back to the case's location, as saved.
            void concluir(true);
          }}
        />
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          disabled={saving}
          onClick={() => setRepetido(null)}
        >
          Voltar ao formulário
        </Button>
      </Stack>
    );
  }

  const temPosicao = typeof latitude === 'number' && typeof longitude === 'number';
  return (
    <FormFrame travado={saving} form={form} formRef={formRef} onSubmit={enviar} draft={draft}>
      {temPosicao && (
        <FormSection title="Posição" icon={<IconCurrentLocation size={22} />}>
          {online ? (
            <MapaLocal
              latitude={latitude}
              longitude={longitude}
              // Locked with the fields while the save is under way: a tap would move what is being sent.
              onMover={tipo === 'camera' && !saving ? mover : undefined}
              label={`Mapa em ${formatCoordenadas([longitude, latitude])}`}
            />
          ) : (
            <OfflineNotice>
              o mapa e o endereço ficam para depois; a posição é salva. Sem cidade escolhida, o servidor a
              obtém da posição ao sincronizar.
            </OfflineNotice>
          )}
          <Text size="sm" ff="monospace" data-testid="coordenadas">
            {formatCoordenadas([longitude, latitude])}
          </Text>
          <Text size="sm" c="dimmed">
            {typeof precisao === 'number'
              ? `Precisão de ${Math.round(precisao)} m${obtidaEm ? `, lida às ${localDateTime(obtidaEm)}` : ''}`
              : 'Posição marcada à mão no mapa.'}
          </Text>
          {tipo === 'camera' && online && (
            <Text size="xs" c="dimmed">
              Toque no mapa para pôr o marcador onde a câmera está.
            </Text>
          )}
        </FormSection>
      )}
      <BuscaEnderecoStatus busca={busca} />
      <EnderecoLocalSection knownCidade={null} />
      {tipo === 'local' && <CondicoesSection />}
      <SaveBar saving={saving} />
    </FormFrame>
  );
}
