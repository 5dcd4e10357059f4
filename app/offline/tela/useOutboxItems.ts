import { Dexie, liveQuery } from 'dexie';
import { useEffect, useMemo, useState } from 'react';
import { useSession } from '../../lib/session';
import { db, type OutboxItem } from '../db';
import { listOutbox } from '../fila/outbox';
import { recordIdsOf } from '../overlay';

/**
 * The outbox items a query picks, kept current as items are queued, sent, failed or discarded.
 * The query must be stable between renders (module-level or memoised); null reads nothing.
 */
export function useLiveOutbox(query: (() => Promise<OutboxItem[]>) | null): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    if (!query) {
      setItems([]);
      return;
    }
    const subscription = liveQuery(query).subscribe({
      next: setItems,
      error: (error: unknown) => console.error('Não foi possível ler a fila de sincronização', error),
    });
    return () => subscription.unsubscribe();
  }, [query]);
  return items;
}

/** The whole outbox in sending order. */
export function useOutboxItems(): OutboxItem[] {
  return useLiveOutbox(listOutbox);
}

/** The items of this user the server refused, kept live. */
export function useRefusedItems(userId: string | undefined): OutboxItem[] {
  // Read through the index, not by a scan: it runs again, in every screen that asks, after each
  // change of the outbox (each item sent).
  const query = useMemo(
    () =>
      userId
        ? () =>
            db.outbox
              .where('[userId+status+seq]')
              .between([userId, 'failed', Dexie.minKey], [userId, 'failed', Dexie.maxKey])
              .toArray()
        : null,
    [userId],
  );
  return useLiveOutbox(query);
}

/** Whether the server refused the creation of this case, made on this device. */
export function useCasoRefused(casoId: string, userId: string | undefined): boolean {
  return useRefusedItems(userId).some((item) => item.op === 'createCaso' && item.id === casoId);
}

/**
 * The ids of every record a refused item of this user was about: the item's own (a create's is the
 * new record's), its body's and its path's. A screen's pending mark reads it to say 'not accepted'
 * instead of 'waiting' for the very records the outbox lists as refused.
 */
export function useRefusedIds(userId: string | undefined): ReadonlySet<string> {
  const failed = useRefusedItems(userId);
  return useMemo(() => {
    const ids = new Set<string>();
    for (const item of failed) {
      for (const id of recordIdsOf(item)) ids.add(id);
    }
    return ids;
  }, [failed]);
}

function listConflicts(): Promise<OutboxItem[]> {
  return db.outbox.filter((item) => item.status === 'conflict').toArray();
}

/**
 * This user's write about a record that the server kept as a conflict (issue 26), for the record's
 * form to offer the choice when its author opens it; undefined when there is none.
 */
export function useConflitoNaFila(recordId: string | undefined): OutboxItem | undefined {
  const { user } = useSession();
  const items = useLiveOutbox(recordId && user ? listConflicts : null);
  return items.find((item) => item.userId === user?.id && recordIdsOf(item).includes(recordId ?? ''));
}
