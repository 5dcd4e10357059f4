import { SimpleGrid } from '@mantine/core';
import { IconFirstAidKit, IconGavel } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ABORDAGENS,
  ESTADOS_CADAVER,
  MEIOS_MORTE,
  SIM_NAO,
  SIM_NAO_DESCONHECIDO,
  TENTATIVA_HOMICIDIO_ID,
  TIPIFICACOES,
} from '../../../shared/options';
import type { VitimaInfo } from '../../../shared/schemas/pessoa-caso';
import { FormSection } from '../../components/form';
import { SelectField, TextAreaField, TextField, useEncaminhamentos } from './form-fields';
import type { PessoaFormValues } from './pessoa-form-values';

const TIPIFICACAO_OPTIONS = TIPIFICACOES.map((t) => ({ value: t.id, label: t.nome }));

/** The victim's first choice: the typification drives the rest of the form (spec §4). */
export function TipificacaoSection() {
  return (
    <FormSection
      title="Tipificação"
      icon={<IconGavel size={22} />}
      description="Define os dados pedidos a seguir"
    >
      <SelectField<number>
        name="vitima.crime_id"
        label="Tipificação"
        placeholder="Selecione a tipificação"
        data={TIPIFICACAO_OPTIONS}
        withAsterisk
      />
    </FormSection>
  );
}

/**
 * Attempted homicide (2183) asks where the victim was taken; any other typification asks about the
 * death. Each description appears only with SIM.
 */
export function VitimaDadosSection({
  knownEncaminhamento,
}: {
  knownEncaminhamento: VitimaInfo['encaminhamento'];
}) {
  const { control } = useFormContext<PessoaFormValues>();
  const [crimeId, encaminhado, abordagem, reacao, subtracao] = useWatch({
    control,
    name: [
      'vitima.crime_id',
      'vitima.encaminhado',
      'vitima.abordagem',
      'vitima.reacao',
      'vitima.subtracao_bens',
    ],
  });
  const encaminhamentos = useEncaminhamentos();
  const list = encaminhamentos.data?.data ?? [];
  const options = list.map((e) => ({ value: e.codigo, label: e.nome }));
  // The referral the edited victim already has is offered even before the list is on the device.
  if (knownEncaminhamento && !list.some((e) => e.codigo === knownEncaminhamento.codigo)) {
    options.push({ value: knownEncaminhamento.codigo, label: knownEncaminhamento.nome });
  }
  const chosen = list.find((e) => e.codigo === encaminhado);
  const asksPlace = chosen ? chosen.livre : encaminhado === 'OUTRO';
  const tentativa = crimeId === TENTATIVA_HOMICIDIO_ID;

  return (
    <FormSection title="Dados da vítima" icon={<IconFirstAidKit size={22} />}>
      {tentativa ? (
        <>
          <SelectField
            name="vitima.encaminhado"
            label="Vítima Encaminhada para"
            placeholder="Selecione o local"
            data={options}
            description={
              !encaminhamentos.data && encaminhamentos.offline
                ? 'A lista de locais ainda não chegou a este aparelho: ela vem com o sinal.'
                : undefined
            }
          />
          {asksPlace && (
            <TextField
              name="vitima.encaminhado_outro"
              label="Local de encaminhamento"
              withAsterisk
              titleCase
            />
          )}
        </>
      ) : (
        <>
          <TextField name="vitima.nic" label="NIC" />
          <SelectField
            name="vitima.estado_cadaver"
            label="Estado do cadáver"
            data={ESTADOS_CADAVER}
            withAsterisk
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextField name="vitima.data_morte" label="Data da morte" type="date" />
            <TextField name="vitima.hora_morte" label="Hora da morte" type="time" />
          </SimpleGrid>
          <SelectField name="vitima.meio_morte" label="Meio de morte" data={MEIOS_MORTE} withAsterisk />
        </>
      )}
      <SelectField name="vitima.abordagem" label="Abordagem" data={ABORDAGENS} />
      {abordagem === 'SIM' && <TextAreaField name="vitima.abordagemDados" label="Descrição da abordagem" />}
      <SelectField name="vitima.reacao" label="Reação" data={SIM_NAO_DESCONHECIDO} />
      {reacao === 'SIM' && <TextAreaField name="vitima.reacaoDados" label="Descrição da reação" />}
      <SelectField name="vitima.subtracao_bens" label="Subtração de bens" data={SIM_NAO_DESCONHECIDO} />
      {subtracao === 'SIM' && <TextAreaField name="vitima.bens_subtraidos" label="Bens subtraídos" />}
      <SelectField name="vitima.sobrevivente" label="Sobrevivente" data={SIM_NAO} />
    </FormSection>
  );
}
