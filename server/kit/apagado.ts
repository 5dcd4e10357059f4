/**
 * A DELETE of a record that is not there. Sent again after it was deleted (the outbox may send it
 * twice) it answers as the first time; an id that never belonged there is 404, never a 200 that
 * deleted nothing. Deletions are hard, so the log is where a deleted record leaves its trace: the
 * audit row its deletion wrote, in the same case, naming it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { logs } from '../db/schema';
import { notFound } from '../errors';

interface Rastro {
  /** The audit action the deletion wrote. */
  action: string;
  /** The case the record belonged to; null for what belongs to no case (profiles, units…). */
  casoId: string | null;
  /** What the deletion's audit row names the record by, as it wrote it. */
  context: Record<string, unknown>;
}

/** Returns when the log holds the record's deletion; throws 404 with `message` otherwise. */
export async function exigirApagado(tx: DbOrTx, rastro: Rastro, message: string): Promise<void> {
  const [row] = await tx
    .select({ id: logs.id })
    .from(logs)
    .where(
      and(
        eq(logs.action, rastro.action),
        rastro.casoId === null ? undefined : eq(logs.casoId, rastro.casoId),
        sql`${logs.context} @> ${JSON.stringify(rastro.context)}::jsonb`,
      ),
    )
    .limit(1);
  if (!row) throw notFound(message);
}
