import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { OutboxItem } from './db';
import { listOutbox } from './outbox';

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
