import { useMemo } from 'react';
import { useSession } from '../../lib/session';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { useOutboxItems } from '../../offline/useOutboxItems';
import { type HistoricoRow, historicoWithPending } from './historico-view';

/** The server's list of the user's cases (or the device's copy) with their pending case operations over it. */
export function useHistorico() {
  const { user } = useSession();
  const read = useOfflineQuery('listHistorico', {});
  const outbox = useOutboxItems();
  const rows: HistoricoRow[] = useMemo(
    () =>
      user
        ? historicoWithPending(
            read.data?.data ?? null,
            outbox.filter((item) => item.userId === user.id),
            user,
          )
        : [],
    [read.data, outbox, user],
  );
  return { read, rows };
}
