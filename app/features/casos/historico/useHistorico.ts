import { liveQuery } from 'dexie';
import { useEffect, useMemo, useState } from 'react';
import type { Caso } from '../../../../shared/schemas/casos';
import { useSession } from '../../../lib/session';
import { storedReads } from '../../../offline/read-cache';
import { useOutboxItems } from '../../../offline/tela/useOutboxItems';
import { queryKeyOf, useOfflineQuery } from '../../../offline/useOfflineQuery';
import { type HistoricoRow, historicoWithPending } from './historico-view';

/** The stored reads of every case: their keys all begin as the key of getCaso with some input. */
const CASOS_PREFIX = `${JSON.stringify(queryKeyOf('getCaso')).slice(0, -1)},`;

/** The cases the device holds (created or opened here), kept live; read only when `ativo`. */
function useCasosDoAparelho(ativo: boolean): Caso[] {
  const [casos, setCasos] = useState<Caso[]>([]);
  useEffect(() => {
    if (!ativo) {
      setCasos([]);
      return;
    }
    const subscription = liveQuery(() => storedReads<Caso>(CASOS_PREFIX)).subscribe({
      next: setCasos,
      error: (error: unknown) => console.error('Não foi possível ler os casos do aparelho', error),
    });
    return () => subscription.unsubscribe();
  }, [ativo]);
  return casos;
}

/**
 * The server's list of the user's cases (or the device's copy) with their pending case operations
 * over it; without signal, also every case the device knows that the copy does not list yet.
 */
export function useHistorico() {
  const { user } = useSession();
  const read = useOfflineQuery('listHistorico', {});
  const outbox = useOutboxItems();
  const conhecidos = useCasosDoAparelho(read.fromCache || read.offline);
  const rows: HistoricoRow[] = useMemo(
    () =>
      user
        ? historicoWithPending(
            read.data?.data ?? null,
            outbox.filter((item) => item.userId === user.id),
            user,
            conhecidos,
          )
        : [],
    [read.data, outbox, user, conhecidos],
  );
  return { read, rows };
}
