import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import type { Actor } from '../kit/context';

/**
 * The installed app the actor's session was opened on, as the server registered it at login (issue
 * 39), or null when that session registered none. What a request says of its own device is a claim;
 * this is the server's record.
 */
export async function aparelhoDaSessao(db: DbOrTx, actor: Actor): Promise<string | null> {
  const [row] = await db
    .select({ aparelhoId: sessions.aparelhoId })
    .from(sessions)
    .where(eq(sessions.id, actor.sessionId));
  return row?.aparelhoId ?? null;
}
