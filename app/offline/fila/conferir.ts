/**
 * What a device marked lost held in its outbox (issue 43): every item saved before it was told is
 * kept, and goes only once its author, back in their session here after the release, confirms it
 * is theirs — someone who found the phone while a session was open could have written it.
 */
import { db } from '../db';
import { ownItem } from './item-do-autor';
import { syncNow } from './outbox';

/** The moment the device is told it is lost: every item on it waits for its author's check. */
export async function reterParaConferir(): Promise<void> {
  await db.outbox.toCollection().modify({ aConferir: true });
}

/** 'É meu: enviar': the author vouches for one item, which goes as any other. */
export async function confirmarItem(id: string): Promise<void> {
  await ownItem(id).modify({ aConferir: false });
  await syncNow();
}
