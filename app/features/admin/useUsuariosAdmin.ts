/**
 * 'Encontrar usuário' (spec §5 'User search': 4+ digits of a matrícula, debounced, or 5+ letters
 * of a name) and 'Ver usuário'. Online only: what an administrator acts on must be the server's
 * current word, and without signal the screen says so.
 */
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { termoDeBusca } from '../../../shared/schemas/equipe';
import type { UsuarioAdmin } from '../../../shared/schemas/usuarios';
import { call, NetworkError } from '../../lib/api';

const CHAVE = 'usuariosAdmin';

export function useEncontrarUsuario(texto: string) {
  const { online } = useNetwork();
  const [debounced] = useDebouncedValue(texto.trim(), 400);
  const termo = termoDeBusca(debounced) ? debounced : null;
  const query = useQuery({
    queryKey: [CHAVE, 'busca', termo],
    queryFn: ({ signal }) => call('searchUsuariosAdmin', { query: { q: termo ?? '' } }, { signal }),
    enabled: online && termo !== null,
    retry: false,
  });
  const offline = !online || query.error instanceof NetworkError;
  return {
    termo,
    resultados: termo !== null && !offline ? query.data?.data : undefined,
    buscando: query.isFetching,
    offline,
    falhou: query.isError && !offline,
  };
}

export function useUsuarioAdmin(userId: string | null) {
  return useQuery({
    queryKey: [CHAVE, 'usuario', userId],
    queryFn: ({ signal }) => call('getUsuarioAdmin', { params: { userId: userId ?? '' } }, { signal }),
    enabled: userId !== null,
    retry: false,
  });
}

/** After a change: the modal shows the server's answer at once and the search reads again. */
export function useUsuarioAlterado() {
  const client = useQueryClient();
  return useCallback(
    (usuario: UsuarioAdmin) => {
      client.setQueryData([CHAVE, 'usuario', usuario.id], usuario);
      void client.invalidateQueries({ queryKey: [CHAVE, 'busca'] });
    },
    [client],
  );
}
