import { useCallback } from 'react';
import { useSession } from '../../lib/session';
import { db, type OutboxItem } from '../../offline/db';
import { useLiveOutbox } from '../../offline/tela/useOutboxItems';

/** The current user's uploads and deletes of this person's documents still waiting, oldest first, kept live. */
export function usePendingDocumentos(pessoaId: string): OutboxItem[] {
  const { user } = useSession();
  const userId = user?.id;
  const query = useCallback(
    () =>
      db.outbox
        .filter(
          (item) =>
            item.userId === userId &&
            (item.op === 'createDocumento' || item.op === 'deleteDocumento') &&
            item.input.params.pessoaId === pessoaId,
        )
        .sortBy('seq'),
    [pessoaId, userId],
  );
  return useLiveOutbox(userId ? query : null);
}
