/**
 * The form of a spot — the scene or a camera: the map at the position (online; tapping moves the
 * marker of a camera), the address looked up from it and always editable, and, for the scene, its
 * conditions. Offline there is no lookup and no map; the save waits in the outbox.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCurrentLocation, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { formatCoordenadas } from '../../../shared/geo';
import { cameraCreateRequest, localCrimeCreateRequest } from '../../../shared/schemas/locais';
import { FormSection, placeServerIssues, SaveBar, scrollToFirstError } from '../../components/form';
import { MESSAGES } from '../../lib/errors';
import { localDateTime } from '../../lib/format';
import { type SaveResult, save } from '../../offline/save';
import { type BuscaEndereco, BuscaEnderecoStatus, enderecoDaPosicao } from './BuscaEndereco';
import { CondicoesSection } from './CondicoesSection';
import { EnderecoLocalSection } from './EnderecoLocalSection';
import type { Leitura } from './geolocalizacao';
import { type LocalizacaoOutput, type LocalizacaoValues, valoresIniciais } from './localizacao-values';
import { MapaLocal } from './MapaLocal';

export type TipoLocalizacao = 'local' | 'camera';

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
  const [busca, setBusca] = useState<BuscaEndereco>(null);
  const [saving, setSaving] = useState(false);
  const [latitude, longitude, precisao, obtidaEm] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude', 'precisao_m', 'obtida_em'],
  });

  // The address of the fix, once, when there is signal to ask for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked up for the first fix only.
  useEffect(() => {
    if (!leitura || !navigator.onLine) return;
    setBusca({ estado: 'buscando' });
    void enderecoDaPosicao(leitura.latitude, leitura.longitude).then((achado) => {
      if ('aviso' in achado) {
        setBusca({ estado: 'aviso', texto: achado.aviso });
        return;
      }
      for (const [name, value] of Object.entries(achado.campos)) {
        form.setValue(name as keyof LocalizacaoValues, value as never, { shouldDirty: true });
      }
      setBusca(null);
    });
  }, []);

  const mover = (lat: number, lon: number) => {
    // Placed by hand: no device accuracy or moment goes with it.
    form.setValue('latitude', lat);
    form.setValue('longitude', lon);
    form.setValue('precisao_m', null);
    form.setValue('obtida_em', null);
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
      const result = (await save(
        { id: crypto.randomUUID(), ...request, label: TEXTOS[tipo].rotulo, casoId },
        {
          success: TEXTOS[tipo].salvo,
          failureTitle: 'Falha ao salvar no banco de dados',
          blockedTitle: MESSAGES.actionBlockedLocal,
          onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
        },
      )) as SaveResult<'createLocalCrime' | 'createCamera'>;
      setSaving(false);
      if (result.ok) onSaved(result.sent);
    },
    () => scrollToFirstError(formRef.current),
  );

  const temPosicao = typeof latitude === 'number' && typeof longitude === 'number';
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={enviar} noValidate>
        <Stack gap="md">
          {temPosicao && (
            <FormSection title="Posição" icon={<IconCurrentLocation size={22} />}>
              {online ? (
                <MapaLocal
                  latitude={latitude}
                  longitude={longitude}
                  onMover={tipo === 'camera' ? mover : undefined}
                  label={`Mapa em ${formatCoordenadas([longitude, latitude])}`}
                />
              ) : (
                <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} p="xs">
                  Sem conexão: o mapa e o endereço ficam para depois; a posição é salva. Sem cidade escolhida,
                  o servidor a obtém da posição ao sincronizar.
                </Alert>
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
        </Stack>
      </form>
    </FormProvider>
  );
}
