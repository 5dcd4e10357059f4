/**
 * A spot without a city says so — the dashboard counts deaths by the scene's city — and lets a
 * member give it: on the device when there is no signal, through the outbox like any write.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { type LocalCidadeRequest, localCidadeRequest } from '../../../shared/schemas/locais';
import { useEdicaoVersionada } from '../../components/conflito/useEdicaoVersionada';
import { VersaoNoFormulario } from '../../components/conflito/VersaoNoFormulario';
import { CityField, FormFrame } from '../../components/form';
import { Modal } from '../../components/Modal';
import { save } from '../../offline/fila/save';
import type { TipoLocalizacao } from './LocalizacaoForm';

export interface PreencherCidade {
  casoId: string;
  tipo: TipoLocalizacao;
}

interface Props {
  spotId: string;
  titulo: string;
  /** The spot's version as the case is read now (issue 26). */
  versao: number;
  /** The city arrived (a colleague gave it): a form still open stays, warned, until it is closed. */
  confirmada: boolean;
  /** Saved on the device with a position: the server looks the city up when it arrives. */
  pelaPosicao: boolean;
  /** Left out when the user may not change the case. */
  preencher?: PreencherCidade;
}

export function CidadeAConfirmar({ spotId, titulo, versao, confirmada, pelaPosicao, preencher }: Props) {
  const [aberto, setAberto] = useState(false);
  const dialogo = preencher && (
    <Modal opened={aberto} onClose={() => setAberto(false)} title={`Cidade — ${titulo}`} size={2}>
      <CidadeForm spotId={spotId} versao={versao} preencher={preencher} onDone={() => setAberto(false)} />
    </Modal>
  );
  if (confirmada) return aberto ? dialogo : null;
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
        <Button
          variant="light"
          size="sm"
          leftSection={<IconMapPin size={18} />}
          onClick={() => setAberto(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Informar cidade
        </Button>
      )}
      {dialogo}
    </Stack>
  );
}

function CidadeForm({
  spotId,
  versao,
  preencher: { casoId, tipo },
  onDone,
}: {
  spotId: string;
  versao: number;
  preencher: PreencherCidade;
  onDone: () => void;
}) {
  const [aberta] = useState(() => ({
    valores: { cidade_id: undefined } as unknown as LocalCidadeRequest,
    versao,
  }));
  const form = useForm<LocalCidadeRequest>({
    resolver: zodResolver(localCidadeRequest) as Resolver<LocalCidadeRequest>,
    defaultValues: aberta.valores,
  });
  const edicao = useEdicaoVersionada(form, aberta);
  const [saving, setSaving] = useState(false);
  const enviar = form.handleSubmit(async ({ cidade_id }) => {
    setSaving(true);
    // The city is the only field: always sent, even when it settles a conflict with the other's.
    const body = { ...edicao.corpo({ cidade_id }), cidade_id };
    const request =
      tipo === 'local'
        ? ({ op: 'setLocalCidade', input: { params: { casoId, localId: spotId }, body } } as const)
        : ({ op: 'setCameraCidade', input: { params: { casoId, cameraId: spotId }, body } } as const);
    const result = await save(
      { id: crypto.randomUUID(), ...request, label: 'Cidade do local', casoId },
      { success: 'Cidade salva com sucesso!', failureTitle: 'Falha ao salvar no banco de dados' },
    );
    setSaving(false);
    if (result.ok) onDone();
    else edicao.aoRecusar(result.error);
  });
  return (
    <FormFrame travado={saving} form={form} onSubmit={enviar}>
      <VersaoNoFormulario edicao={edicao} atual={versao} />
      <CityField<LocalCidadeRequest> name="cidade_id" known={null} />
      <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={20} />}>
        Salvar
      </Button>
    </FormFrame>
  );
}
