/**
 * A DELETE of a record that is not there. Sent again after it was deleted (the outbox may send it
 * twice) it answers as the first time; an id that never belonged there is 404, never a 200 that
 * deleted nothing. Deletions are hard, so the log is where a deleted record leaves its trace: the
 * audit row its deletion wrote, in the same case, naming it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { logs } from '../db/schema';
import { notFound } from '../errors';

/** How a kind's deletion names the record in its audit row. */
export interface Rastro {
  /** The audit action the deletion wrote. */
  action: string;
  /** The case the record belonged to; null for what belongs to no case (profiles, units…). */
  casoId: string | null;
  /** What the deletion's audit row names the record by, as it wrote it. */
  context: Record<string, unknown>;
}

/**
 * The search for the deletion's audit row, by the index of the log's cases and actions that leaves
 * the reads out (logs_caso_acao_idx, server/db/indices-concorrentes.ts): it reads the case's rows of
 * that action, not the case's every read. A kind that belongs to no case says so (`caso_id IS
 * NULL`), so it reads the rows of no case and not the whole log.
 */
export function consultaDaExclusao(tx: DbOrTx, rastro: Rastro) {
  return tx
    .select({ id: logs.id, casoId: logs.casoId, em: logs.createdAt })
    .from(logs)
    .where(
      and(
        rastro.casoId === null ? isNull(logs.casoId) : eq(logs.casoId, rastro.casoId),
        eq(logs.action, rastro.action),
        sql`${logs.context} @> ${JSON.stringify(rastro.context)}::jsonb`,
      ),
    )
    .limit(1);
}

/** The audit row of the record's deletion, or undefined when the log holds none. */
export async function exclusaoNoLog(tx: DbOrTx, rastro: Rastro) {
  const [row] = await consultaDaExclusao(tx, rastro);
  return row;
}

/** Returns when the log holds the record's deletion; throws 404 with `message` otherwise. */
export async function exigirApagado(tx: DbOrTx, rastro: Rastro, message: string): Promise<void> {
  if (!(await exclusaoNoLog(tx, rastro))) throw notFound(message);
}
