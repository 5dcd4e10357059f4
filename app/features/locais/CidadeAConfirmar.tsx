/**
 * A spot without a city says so — the dashboard counts deaths by the scene's city — and lets a
 * member give it: on the device when there is no signal, through the outbox like any write.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { type LocalCidadeRequest, localCidadeRequest } from '../../../shared/schemas/locais';
import { CityField } from '../../components/form';
import { Modal } from '../../components/Modal';
import { save } from '../../offline/save';
import type { TipoLocalizacao } from './LocalizacaoForm';

export interface PreencherCidade {
  casoId: string;
  tipo: TipoLocalizacao;
}

interface Props {
  spotId: string;
  titulo: string;
  /** Saved on the device with a position: the server looks the city up when it arrives. */
  pelaPosicao: boolean;
  /** Left out when the user may not change the case. */
  preencher?: PreencherCidade;
}

export function CidadeAConfirmar({ spotId, titulo, pelaPosicao, preencher }: Props) {
  const [aberto, setAberto] = useState(false);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
        Cidade a confirmar
      </Text>
      {pelaPosicao && (
        <Text size="xs" c="dimmed">
          A cidade será obtida da posição quando o aparelho sincronizar.
        </Text>
      )}
      {preencher && (
        <>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconMapPin size={18} />}
            onClick={() => setAberto(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            Informar cidade
          </Button>
          <Modal opened={aberto} onClose={() => setAberto(false)} title={`Cidade — ${titulo}`} size={2}>
            <CidadeForm spotId={spotId} preencher={preencher} onDone={() => setAberto(false)} />
          </Modal>
        </>
      )}
    </Stack>
  );
}

function CidadeForm({
  spotId,
  preencher: { casoId, tipo },
  onDone,
}: {
  spotId: string;
  preencher: PreencherCidade;
  onDone: () => void;
}) {
  const form = useForm<LocalCidadeRequest>({
    resolver: zodResolver(localCidadeRequest) as Resolver<LocalCidadeRequest>,
    defaultValues: { cidade_id: undefined },
  });
  const [saving, setSaving] = useState(false);
  const enviar = form.handleSubmit(async ({ cidade_id }) => {
    setSaving(true);
    const request =
      tipo === 'local'
        ? ({
            op: 'setLocalCidade',
            input: { params: { casoId, localId: spotId }, body: { cidade_id } },
          } as const)
        : ({
            op: 'setCameraCidade',
            input: { params: { casoId, cameraId: spotId }, body: { cidade_id } },
          } as const);
    const result = await save(
      { id: crypto.randomUUID(), ...request, label: 'Cidade do local', casoId },
      { success: 'Cidade salva com sucesso!', failureTitle: 'Falha ao salvar no banco de dados' },
    );
    setSaving(false);
    if (result.ok) onDone();
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={enviar} noValidate>
        <Stack gap="md">
          <CityField<LocalCidadeRequest> name="cidade_id" known={null} />
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={20} />}>
            Salvar
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
