import { useCallback, useEffect, useMemo } from 'react';
import { getSelectedCaso, setSelectedCaso, useSelectedCasoRef } from '../../lib/selected-caso';
import { useSession } from '../../lib/session';
import { useSemConexao } from '../../lib/useSemConexao';
import { db, type OutboxItem } from '../../offline/db';
import { forgetSentBefore, sentOfCaso } from '../../offline/fila/sent';
import { useNomesDoItem } from '../../offline/tela/useNomesDoItem';
import { useLiveOutbox } from '../../offline/tela/useOutboxItems';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { type CasoOverlayContext, type CasoView, casoWithPending } from './caso-view';
import { partesDoCaso } from './parte-do-caso';
import { useRevisaoCaso } from './useRevisaoCaso';

/**
 * The current user's operations on one case still waiting in the outbox, oldest first, kept live;
 * before them, those already sent that no read has shown yet (with their `sentAt`).
 */
export function usePendingOfCaso(casoId: string | null | undefined): (OutboxItem & { sentAt?: number })[] {
  const { user } = useSession();
  const userId = user?.id;
  const query = useCallback(async () => {
    const waiting = await db.outbox
      .where('casoId')
      .equals(casoId ?? '')
      .filter((item) => item.userId === userId)
      .sortBy('seq');
    // Read after the outbox: an item is remembered as sent before it is deleted from it.
    return [...sentOfCaso(casoId ?? '', userId ?? ''), ...waiting];
  }, [casoId, userId]);
  return useLiveOutbox(casoId && userId ? query : null);
}

/**
 * Who is working and the reference lists already on the device, for the overlays. The lists are
 * not fetched here: they are read as the session begins (offline/referencias.ts).
 */
export function useCasoOverlayContext(): CasoOverlayContext | null {
  const { user, regras } = useSession();
  const nomes = useNomesDoItem();
  return useMemo(() => {
    if (!user || !regras) return null;
    return { user, janelaEdicaoHoras: regras.janela_edicao_horas, ...nomes };
  }, [user, regras, nomes]);
}

export interface UseCaso {
  caso: CasoView | null;
  /** The first read has not answered yet. */
  loading: boolean;
  /** The network failed: what is shown is the device's copy (or only the pending operations). */
  offline: boolean;
  /** The server answered 404: deleted, or never synced. */
  notFound: boolean;
  fetching: boolean;
  /** A refusal other than 404 (the server is reachable but will not answer). */
  error: unknown;
  reload: () => void;
}

/**
 * A case as its screens show it: the server's copy (or the device's, without signal) with the
 * user's pending operations laid over it. Refreshed whenever a sync sends something.
 */
export function useCaso(casoId: string | null | undefined): UseCaso {
  const read = useOfflineQuery('getCaso', casoId ? { params: { casoId } } : null);
  const outbox = usePendingOfCaso(casoId);
  const context = useCasoOverlayContext();
  // What was sent stays laid over the screen until a read asked after its sending has landed.
  const askedAt = read.fromCache ? 0 : (read.askedAt ?? 0);
  const pending = useMemo(
    // A write kept as a conflict waits for its author's choice: the case shows the colleague's value.
    () =>
      outbox.filter(
        (item) => (item.sentAt === undefined || item.sentAt > askedAt) && item.status !== 'conflict',
      ),
    [outbox, askedAt],
  );
  useEffect(() => {
    if (casoId && askedAt > 0) forgetSentBefore(casoId, askedAt);
  }, [casoId, askedAt]);

  const caso = useMemo(
    () =>
      casoId && context ? casoWithPending(partesDoCaso(), casoId, read.data ?? null, pending, context) : null,
    [casoId, read.data, pending, context],
  );
  const { semConexao } = useSemConexao();
  useRevisaoCaso(casoId, read.data?.revisao);

  // The banner shows the case as last read: the number the server gave an offline-created case,
  // or a new name.
  useEffect(() => {
    const selected = getSelectedCaso();
    if (!caso || selected?.id !== caso.id) return;
    if (selected.name !== caso.name || selected.identificador !== caso.identificador) {
      setSelectedCaso({ id: caso.id, name: caso.name, identificador: caso.identificador });
    }
  }, [caso]);

  return {
    caso,
    loading: read.loading,
    // Said while the link is gone by the browser's word or the last request's (issue 40): the first
    // answer clears it, though the copy shown stays until the read asked again at that moment lands
    // (a sync on a slow link holds that read for long).
    offline: (read.fromCache || read.offline) && semConexao,
    notFound: read.notFound && !caso,
    fetching: read.fetching,
    error: read.error && !read.offline && !read.notFound ? read.error : null,
    reload: read.refetch,
  };
}

/** The selected case (banner), read as above. */
export function useSelectedCaso(): UseCaso & { casoId: string | null } {
  const selected = useSelectedCasoRef();
  return { ...useCaso(selected?.id), casoId: selected?.id ?? null };
}
