/**
 * The user search of the team and sharing screens, debounced (spec §5 'User search'). It needs the
 * server: without signal it says so and finds nothing, and the screen falls back to what can be
 * typed.
 */
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { termoDeBusca, type UsuarioEncontrado } from '../../../shared/schemas/equipe';
import { call, NetworkError } from '../../lib/api';

export type ModoBusca = 'equipe' | 'compartilhamento';

/** The term the search would send now, or null while it is too short (or, for the team, not digits). */
export function termoValido(texto: string, modo: ModoBusca): string | null {
  const termo = texto.trim();
  if (modo === 'equipe') return /^\d{4,7}$/.test(termo) ? termo : null;
  return termoDeBusca(termo) ? termo : null;
}

export interface BuscaUsuarios {
  /** The term searched (debounced), null when too short to search. */
  termo: string | null;
  resultados: UsuarioEncontrado[] | undefined;
  buscando: boolean;
  /** No signal: the search cannot run. */
  offline: boolean;
  /** The server refused or failed (not a missing signal). */
  falhou: boolean;
}

export function useBuscaUsuarios(casoId: string, texto: string, modo: ModoBusca): BuscaUsuarios {
  const { online } = useNetwork();
  const [debounced] = useDebouncedValue(texto, 400);
  const termo = termoValido(debounced, modo);
  const query = useQuery({
    queryKey: ['buscaUsuarios', modo, casoId, termo],
    queryFn: async ({ signal }) => {
      const answer =
        modo === 'equipe'
          ? await call(
              'searchUsuariosEquipe',
              { params: { casoId }, query: { matricula: termo ?? '' } },
              { signal },
            )
          : await call(
              'searchUsuariosCompartilhamento',
              { params: { casoId }, query: { q: termo ?? '' } },
              { signal },
            );
      return answer.data;
    },
    enabled: online && termo !== null,
    staleTime: 60_000,
    retry: false,
  });
  const offline = !online || query.error instanceof NetworkError;
  return {
    termo,
    resultados: termo !== null && !offline ? query.data : undefined,
    buscando: query.isFetching,
    offline,
    falhou: query.isError && !offline,
  };
}
