import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { aparelhos, sessions } from '../db/schema';
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

/**
 * What the custody record says of the device a file came from ('Aparelho que registrou'): the app
 * the session registered, by its name and id, or else the browser the session was opened in. A file
 * waits on the phone that made it, so the session sending it is on that phone; what the request
 * body says of its own device is not asked.
 */
export async function aparelhoQueRegistrou(db: DbOrTx, actor: Actor): Promise<string | null> {
  const [row] = await db
    .select({ id: aparelhos.id, nome: aparelhos.nome, navegador: sessions.userAgent })
    .from(sessions)
    .leftJoin(aparelhos, eq(aparelhos.id, sessions.aparelhoId))
    .where(eq(sessions.id, actor.sessionId));
  if (row?.id) return `${row.nome} (aparelho ${row.id})`;
  return row?.navegador ? `${row.navegador} (aparelho não registrado)` : null;
}
