import { SimpleGrid } from '@mantine/core';
import { IconUserScan } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CORES_CABELO, CORES_OLHOS, SIM_NAO } from '../../../shared/options';
import { FormSection } from '../../components/form';
import { SelectField, TextAreaField } from './form-fields';
import type { PessoaFormValues } from './pessoa-form-values';

/** Physical traits (spec §3); the scar and tattoo descriptions only with SIM. */
export function CaracteristicasSection() {
  const { control } = useFormContext<PessoaFormValues>();
  const [cicatriz, tatuagem] = useWatch({
    control,
    name: ['caracteristicas_fisicas.cicatriz', 'caracteristicas_fisicas.tatuagem'],
  });
  return (
    <FormSection title="Características físicas" icon={<IconUserScan size={22} />}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <SelectField name="caracteristicas_fisicas.cor_cabelo" label="Cor do cabelo" data={CORES_CABELO} />
        <SelectField name="caracteristicas_fisicas.cor_olhos" label="Cor dos olhos" data={CORES_OLHOS} />
      </SimpleGrid>
      {/* Two yes/no choices fit side by side even on a 320 px phone. */}
      <SimpleGrid cols={2} spacing="md">
        <SelectField name="caracteristicas_fisicas.barba" label="Barba" data={SIM_NAO} />
        <SelectField name="caracteristicas_fisicas.bigode" label="Bigode" data={SIM_NAO} />
        <SelectField name="caracteristicas_fisicas.cicatriz" label="Cicatriz" data={SIM_NAO} />
        <SelectField name="caracteristicas_fisicas.tatuagem" label="Tatuagem" data={SIM_NAO} />
      </SimpleGrid>
      {cicatriz === 'SIM' && (
        <TextAreaField name="caracteristicas_fisicas.cicatriz_descricao" label="Descrição da cicatriz" />
      )}
      {tatuagem === 'SIM' && (
        <TextAreaField name="caracteristicas_fisicas.tatuagem_descricao" label="Descrição da tatuagem" />
      )}
      <TextAreaField name="caracteristicas_fisicas.comentario" label="Comentário" />
    </FormSection>
  );
}
