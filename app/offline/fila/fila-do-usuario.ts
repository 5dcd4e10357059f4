import { Dexie } from 'dexie';
import { db, type OutboxItem } from '../db';

/**
 * A user's items in sending order, refused ones included: a refused create holds back what names
 * the records it was to make (retidos.ts).
 */
export async function filaDe(userId: string): Promise<OutboxItem[]> {
  const porEstado = await Promise.all(
    (['pending', 'failed', 'conflict'] as const).map((status) =>
      db.outbox
        .where('[userId+status+seq]')
        .between([userId, status, Dexie.minKey], [userId, status, Dexie.maxKey])
        .toArray(),
    ),
  );
  return porEstado.flat().sort((a, b) => a.seq - b.seq);
}
