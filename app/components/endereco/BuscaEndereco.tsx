/**
 * The address of a device fix, looked up once with signal (the scene, a camera, a vestígio), and
 * what the form says meanwhile and when there is none (spec §8 'Address lookup').
 */
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { EnderecoReverso, localCrimeCreateRequest } from '../../../shared/schemas/locais';
import { call } from '../../lib/api';

const ENDERECO_NAO_ENCONTRADO = 'Endereço não encontrado';
const ERRO_ENDERECO = 'Erro ao obter o endereço';

type Endereco = NonNullable<EnderecoReverso['endereco']>;

/** The form's address fields set from the geocoder's answer (what it did not find stays empty). */
function camposDoEndereco(endereco: Endereco) {
  return {
    rua: endereco.rua ?? '',
    numero: endereco.numero ?? '',
    bairro: endereco.bairro ?? '',
    cep: endereco.cep ? `${endereco.cep.slice(0, 5)}-${endereco.cep.slice(5)}` : '',
    cidade_id: endereco.cidade_id,
    estado: endereco.estado,
  } satisfies Partial<z.input<typeof localCrimeCreateRequest>>;
}

export type BuscaEndereco = { estado: 'buscando' } | { estado: 'aviso'; texto: string } | null;

/** The form fields of the address at the position, or the notice saying why there are none. */
async function enderecoDaPosicao(
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

/**
 * Looks up the address at `posicao` and shows the search through `mostrar`. The address found
 * becomes the form's starting values, in the fields the officer has not changed: what was typed (or
 * restored from the draft) stays, and a draft never keeps an address of an old reading. Nothing is
 * filled once `ativo` says the form is gone.
 */
export async function buscarEndereco<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  posicao: { latitude: number; longitude: number },
  mostrar: (busca: BuscaEndereco) => void,
  ativo: () => boolean = () => true,
): Promise<void> {
  mostrar({ estado: 'buscando' });
  const achado = await enderecoDaPosicao(posicao.latitude, posicao.longitude);
  if (!ativo()) return;
  if ('aviso' in achado) {
    // The address stays to be typed; the position is kept.
    mostrar({ estado: 'aviso', texto: achado.aviso });
    return;
  }
  for (const [name, value] of Object.entries(achado.campos)) {
    const campo = name as Path<T>;
    if (!form.getFieldState(campo).isDirty) form.resetField(campo, { defaultValue: value as never });
  }
  mostrar(null);
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
