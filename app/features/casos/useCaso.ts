import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { type Caso, caso as casoSchema } from '../../../shared/schemas/casos';
import { ApiError, api, NetworkError } from '../../lib/api';
import { getCasoSelecionado, setCasoSelecionado, useCasoSelecionado } from '../../lib/caso-selecionado';
import { useSession } from '../../lib/session';
import { db, type OutboxItem } from '../../offline/db';
import { cachedRead } from '../../offline/read-cache';
import { useLiveOutbox } from '../../offline/useOutboxItems';
import { aplicarPendentes, type CasoView } from './caso-view';

export const casoQueryKey = (casoId: string) => ['caso', casoId] as const;

interface LeituraCaso {
  /** Null when neither the server nor the device has the case (created offline, or gone). */
  servidor: Caso | null;
  /** The network failed: what is shown is the device's copy (or only the pending operations). */
  semConexao: boolean;
  /** The server answered 404: deleted, or never synced. */
  naoEncontrado: boolean;
}

async function lerCaso(casoId: string): Promise<LeituraCaso> {
  try {
    const read = await cachedRead(`caso:${casoId}`, async () =>
      casoSchema.parse(await api.get<unknown>(`/casos/${casoId}`)),
    );
    return { servidor: read.value, semConexao: read.fromCache, naoEncontrado: false };
  } catch (error) {
    if (error instanceof NetworkError) return { servidor: null, semConexao: true, naoEncontrado: false };
    if (error instanceof ApiError && error.status === 404) {
      return { servidor: null, semConexao: false, naoEncontrado: true };
    }
    throw error;
  }
}

/** The current user's operations on one case still waiting in the outbox, oldest first, kept live. */
export function usePendentesDoCaso(casoId: string | null | undefined): OutboxItem[] {
  const { user } = useSession();
  const userId = user?.id;
  const query = useCallback(
    () =>
      db.outbox
        .where('casoId')
        .equals(casoId ?? '')
        .filter((item) => item.userId === userId)
        .sortBy('seq'),
    [casoId, userId],
  );
  return useLiveOutbox(casoId && userId ? query : null);
}

export interface UseCaso {
  caso: CasoView | null;
  /** The first read has not answered yet. */
  carregando: boolean;
  semConexao: boolean;
  naoEncontrado: boolean;
  erro: unknown;
  recarregar: () => void;
}

/**
 * A case as its screens show it: the server's copy (or the device's, without signal) with the
 * user's pending operations laid over it. Refreshed whenever a sync sends something.
 */
export function useCaso(casoId: string | null | undefined): UseCaso {
  const query = useQuery({
    queryKey: casoQueryKey(casoId ?? ''),
    queryFn: () => lerCaso(casoId ?? ''),
    enabled: Boolean(casoId),
    // The hub refreshes on entry; a copy a few seconds old is still what the user just saw.
    staleTime: 0,
  });
  const pendentes = usePendentesDoCaso(casoId);

  const caso = useMemo(
    () => (casoId && query.data ? aplicarPendentes(casoId, query.data.servidor, pendentes) : null),
    [casoId, query.data, pendentes],
  );

  // The banner shows the case as last read: the number the server gave an offline-created case,
  // or a new name.
  useEffect(() => {
    const selecionado = getCasoSelecionado();
    if (!caso || selecionado?.id !== caso.id) return;
    if (selecionado.name !== caso.name || selecionado.identificador !== caso.identificador) {
      setCasoSelecionado({ id: caso.id, name: caso.name, identificador: caso.identificador });
    }
  }, [caso]);

  return {
    caso,
    carregando: query.isPending && Boolean(casoId),
    semConexao: query.data?.semConexao ?? false,
    naoEncontrado: Boolean(query.data?.naoEncontrado && !caso),
    erro: query.error,
    recarregar: () => void query.refetch(),
  };
}

/** The selected case (banner), read as above. */
export function useCasoAtual(): UseCaso & { casoId: string | null } {
  const selecionado = useCasoSelecionado();
  return { ...useCaso(selecionado?.id), casoId: selecionado?.id ?? null };
}
