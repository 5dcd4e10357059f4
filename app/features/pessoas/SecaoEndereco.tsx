import { SimpleGrid } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { Municipio } from '../../../shared/schemas/referencia';
import { formatCep } from '../../../shared/text';
import { CampoCidade } from './CampoCidade';
import { CampoTexto } from './campos';
import { Secao } from './Secao';

export function SecaoEndereco({ cidadeLida }: { cidadeLida: Municipio | null }) {
  return (
    <Secao titulo="Endereço" icone={<IconMapPin size={22} />}>
      <CampoCidade cidadeLida={cidadeLida} />
      <CampoTexto name="endereco.rua" label="Rua" autoComplete="off" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <CampoTexto name="endereco.numero" label="Número" autoComplete="off" />
        <CampoTexto name="endereco.bairro" label="Bairro" autoComplete="off" />
        <CampoTexto name="endereco.complemento" label="Complemento" autoComplete="off" />
        <CampoTexto
          name="endereco.cep"
          label="CEP"
          inputMode="numeric"
          placeholder="00000-000"
          formatar={formatCep}
          autoComplete="off"
        />
      </SimpleGrid>
    </Secao>
  );
}
