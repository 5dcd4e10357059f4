import { SimpleGrid } from '@mantine/core';
import { IconCloudRain } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  CLIMAS,
  HIGIENES_LOCAL,
  LOCAIS_EXTERNOS,
  LOCAIS_INTERNOS,
  LOCAL_TIPOS,
  ORGANIZACOES_LOCAL,
  QUALIDADES_LOCAL,
  rotuloCondicao,
  VIZINHANCAS,
} from '../../../shared/options-caso';
import { FormSection, fieldsFor } from '../../components/form';
import type { LocalizacaoValues } from './localizacao-values';

const { SelectField } = fieldsFor<LocalizacaoValues>();

const opcoes = (values: readonly string[]) =>
  values.map((value) => ({ value, label: rotuloCondicao(value) }));

/** Spec §9 'Scene conditions': the indoor or outdoor kind follows the type. */
export function CondicoesSection() {
  const { setValue } = useFormContext<LocalizacaoValues>();
  const tipo = useWatch<LocalizacaoValues, 'condicoes.tipo'>({ name: 'condicoes.tipo' });
  return (
    <FormSection title="Condições do local" icon={<IconCloudRain size={22} />}>
      <SimpleGrid cols={2} spacing="md">
        <SelectField name="condicoes.vizinhanca" label="Vizinhança" data={opcoes(VIZINHANCAS)} />
        <SelectField name="condicoes.clima" label="Clima" data={opcoes(CLIMAS)} />
      </SimpleGrid>
      <SelectField
        name="condicoes.tipo"
        label="Tipo de local"
        data={opcoes(LOCAL_TIPOS)}
        onPick={() => {
          setValue('condicoes.local_interno', null);
          setValue('condicoes.local_externo', null);
        }}
      />
      {tipo === 'INTERNO' && (
        <SelectField name="condicoes.local_interno" label="Local interno" data={opcoes(LOCAIS_INTERNOS)} />
      )}
      {tipo === 'EXTERNO' && (
        <SelectField name="condicoes.local_externo" label="Local externo" data={opcoes(LOCAIS_EXTERNOS)} />
      )}
      <SelectField
        name="condicoes.qualidade"
        label="Qualidade da construção"
        data={opcoes(QUALIDADES_LOCAL)}
      />
      <SimpleGrid cols={2} spacing="md">
        <SelectField name="condicoes.higiene" label="Higiene" data={opcoes(HIGIENES_LOCAL)} />
        <SelectField name="condicoes.organizacao" label="Organização" data={opcoes(ORGANIZACOES_LOCAL)} />
      </SimpleGrid>
    </FormSection>
  );
}
