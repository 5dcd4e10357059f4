/**
 * Items the server has taken in this page's runs, kept in memory until the screens have read the
 * server again. An item leaves the outbox the moment it is sent, but the read that shows what it
 * put on the server lands later (seconds on a slow link): until then its overlay keeps the record
 * on the screen, shown as sent. Memory is enough: a reload reads the server anew.
 */
import type { OutboxItem } from '../db';

export type SentItem = OutboxItem & {
  /** When the server took it (epoch milliseconds); a read asked after this shows it. */
  sentAt: number;
};

const sent = new Map<string, SentItem>();

/** Called for an item the server took, before it is deleted from the outbox. */
export function rememberSent(item: OutboxItem): void {
  sent.set(item.id, { ...item, sentAt: Date.now() });
}

/** The sent items of one case and user not yet shown by a newer read, in sending order. */
export function sentOfCaso(casoId: string, userId: string): SentItem[] {
  return [...sent.values()]
    .filter((item) => item.casoId === casoId && item.userId === userId)
    .sort((a, b) => a.seq - b.seq);
}

/** A read asked at `askedAt` has landed: what was sent before it is on the screen by that read. */
export function forgetSentBefore(casoId: string, askedAt: number): void {
  for (const [id, item] of sent) {
    if (item.casoId === casoId && item.sentAt <= askedAt) sent.delete(id);
  }
}
