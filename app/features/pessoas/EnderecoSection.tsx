import { SimpleGrid } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { formatCep } from '../../../shared/formatos/text';
import type { Municipio } from '../../../shared/schemas/referencia';
import { CityField, FormSection } from '../../components/form';
import { TextField } from './form-fields';
import type { PessoaFormValues } from './pessoa-form-values';

export function EnderecoSection({ knownCidade }: { knownCidade: Municipio | null }) {
  return (
    <FormSection title="Endereço" icon={<IconMapPin size={22} />}>
      <CityField<PessoaFormValues> name="endereco.cidade_id" known={knownCidade} />
      <TextField name="endereco.rua" label="Rua" titleCase />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField name="endereco.numero" label="Número" />
        <TextField name="endereco.bairro" label="Bairro" titleCase />
        <TextField name="endereco.complemento" label="Complemento" titleCase />
        <TextField
          name="endereco.cep"
          label="CEP"
          inputMode="numeric"
          placeholder="00000-000"
          format={formatCep}
        />
      </SimpleGrid>
    </FormSection>
  );
}
