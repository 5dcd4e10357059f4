import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { OutboxItem } from './db';
import { listOutbox } from './outbox';

/** The outbox in sending order, kept current as items are queued, sent, failed or discarded. */
export function useOutboxItems(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    const subscription = liveQuery(listOutbox).subscribe({
      next: setItems,
      error: (error: unknown) => console.error('Não foi possível ler a fila de sincronização', error),
    });
    return () => subscription.unsubscribe();
  }, []);
  return items;
}
