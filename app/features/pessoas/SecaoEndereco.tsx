import { SimpleGrid } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { Municipio } from '../../../shared/schemas/referencia';
import { onlyDigits } from '../../../shared/text';
import { CampoCidade } from './CampoCidade';
import { CampoTexto } from './campos';
import { Secao } from './Secao';

/** '58000000' → '58000-000'; anything else as typed (the schema reports a wrong CEP). */
function formatarCep(valor: string): string {
  const digitos = onlyDigits(valor);
  return digitos.length === 8 ? `${digitos.slice(0, 5)}-${digitos.slice(5)}` : valor;
}

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
          formatar={formatarCep}
          autoComplete="off"
        />
      </SimpleGrid>
    </Secao>
  );
}
