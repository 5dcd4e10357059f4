import { SimpleGrid } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatCep } from '../../../shared/formatos/text';
import { UFS } from '../../../shared/geo';
import type { localCrimeCreateRequest } from '../../../shared/schemas/locais';
import type { Municipio } from '../../../shared/schemas/referencia';
import { CityField, FormSection, fieldsFor, useMunicipios } from '../form';

/** The address fields are the scene's ('Local do Crime'); a trace found away from it uses them too. */
type LocalizacaoValues = z.input<typeof localCrimeCreateRequest>;

const { TextField, SelectField } = fieldsFor<LocalizacaoValues>();

/** Street, number, neighbourhood, city (the people's autocomplete), state, CEP and complement. */
export function EnderecoLocalSection({ knownCidade }: { knownCidade: Municipio | null }) {
  const { setValue } = useFormContext<LocalizacaoValues>();
  const cidadeId = useWatch<LocalizacaoValues, 'cidade_id'>({ name: 'cidade_id' });
  const municipios = useMunicipios().data?.data;
  // The state follows the chosen city; it is typed only when no city is chosen.
  const uf = cidadeId ? (municipios?.find((m) => m.id === cidadeId)?.uf ?? knownCidade?.uf) : undefined;
  useEffect(() => {
    if (uf) setValue('estado', uf as LocalizacaoValues['estado'], { shouldDirty: true });
  }, [uf, setValue]);

  return (
    <FormSection title="Endereço" icon={<IconMapPin size={22} />}>
      <TextField name="rua" label="Rua" titleCase />
      <SimpleGrid cols={2} spacing="md">
        <TextField name="numero" label="Número" inputMode="numeric" />
        <TextField name="cep" label="CEP" inputMode="numeric" placeholder="00000-000" format={formatCep} />
      </SimpleGrid>
      <TextField name="bairro" label="Bairro" titleCase />
      <CityField<LocalizacaoValues> name="cidade_id" known={knownCidade} />
      <SelectField name="estado" label="Estado" data={UFS} disabled={Boolean(cidadeId)} searchable />
      <TextField name="complemento" label="Complemento" titleCase />
    </FormSection>
  );
}
