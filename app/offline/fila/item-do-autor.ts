/**
 * What the author does with one of their queued items from the outbox's screen: send a refused one
 * again, replace it by its resolution, let it go over cellular, or drop it. Another user's items
 * are not theirs to touch.
 */
import { ENDPOINTS } from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import { db, type OutboxItem, type OutboxRequest } from '../db';
import { outboxUserId, syncNow } from './outbox';
import type { SyncResult } from './sync';

/** The current user's item with this id; another user's items are not theirs to retry or drop. */
export function ownItem(id: string) {
  const userId = outboxUserId();
  return db.outbox
    .where('id')
    .equals(id)
    .filter((item) => item.userId === userId);
}

/** Puts a failed item back in the queue, in its original place, and sends it. */
export async function retry(id: string): Promise<SyncResult> {
  await ownItem(id).modify({ status: 'pending' });
  return syncNow();
}

/**
 * Puts a refused item back as the writes that apply it again: the first takes its place in the
 * queue, the others follow at the end (one transaction: all of them or none).
 */
export async function resolve(
  id: string,
  ...[resolvido, ...seguintes]: [OutboxRequest, ...OutboxRequest[]]
): Promise<SyncResult> {
  await db.transaction('rw', db.outbox, async () => {
    const [item] = await ownItem(id).toArray();
    if (!item) return;
    await db.outbox.put({
      ...item,
      ...resolvido,
      id: item.id,
      status: 'pending',
      lastError: null,
      attempts: 0,
    });
    let seq = (await db.outbox.orderBy('seq').last())?.seq ?? item.seq;
    for (const escrita of seguintes) {
      seq += 1;
      await db.outbox.add({
        ...escrita,
        userId: item.userId,
        matricula: item.matricula,
        seq,
        createdAt: Date.now(),
        attempts: 0,
        lastError: null,
        status: 'pending',
      });
    }
  });
  return syncNow();
}

/** 'Enviar agora pelo celular': this item alone stops waiting for Wi-Fi, and goes now (issue 43). */
export async function sendOverCellular(id: string): Promise<SyncResult> {
  await ownItem(id).modify({ celularPermitido: true });
  return syncNow();
}

/** Drops one item for good; the UI asks for confirmation first. */
export async function discard(id: string): Promise<void> {
  await ownItem(id).delete();
}

/**
 * The author's create of this record that the server refused, if any. A record that exists only as
 * such an item is deleted by dropping it: the server never had it, and a delete would wait behind it.
 */
export async function criacaoRecusada(recordId: string): Promise<OutboxItem | undefined> {
  const [item] = await ownItem(recordId).toArray();
  const endpoint = item && (ENDPOINTS as Record<string, Endpoint | undefined>)[item.op];
  return item?.status === 'failed' && endpoint?.creates ? item : undefined;
}
