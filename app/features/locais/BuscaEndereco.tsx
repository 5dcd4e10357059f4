/**
 * The address of a device fix, looked up once with signal (the scene, a camera, a vestígio), and
 * what the form says meanwhile and when there is none (spec §8 'Address lookup').
 */
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { call } from '../../lib/api';
import { camposDoEndereco } from './localizacao-values';

const ENDERECO_NAO_ENCONTRADO = 'Endereço não encontrado';
const ERRO_ENDERECO = 'Erro ao obter o endereço';

export type BuscaEndereco = { estado: 'buscando' } | { estado: 'aviso'; texto: string } | null;

/** The form fields of the address at the position, or the notice saying why there are none. */
export async function enderecoDaPosicao(
  latitude: number,
  longitude: number,
): Promise<{ campos: ReturnType<typeof camposDoEndereco> } | { aviso: string }> {
  try {
    const { endereco } = await call('getEnderecoReverso', { query: { latitude, longitude } });
    return endereco ? { campos: camposDoEndereco(endereco) } : { aviso: ENDERECO_NAO_ENCONTRADO };
  } catch {
    return { aviso: ERRO_ENDERECO };
  }
}

export function BuscaEnderecoStatus({ busca }: { busca: BuscaEndereco }) {
  if (busca?.estado === 'buscando') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Buscando o endereço…</Text>
      </Group>
    );
  }
  if (busca?.estado === 'aviso') {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="xs" role="alert">
        {busca.texto}. Preencha o endereço abaixo.
      </Alert>
    );
  }
  return null;
}
