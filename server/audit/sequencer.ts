/**
 * Seals new log rows into the hash chain a moment after they commit. Sealing inside each writing
 * transaction would make every audited request wait its turn on the chain's head; one sequencer,
 * a moment behind, keeps reads and writes concurrent and still gives one order that cannot fork.
 * It reads the rows waiting from their queue (log_unsealed, filled by a trigger), so a round costs
 * what was written since the last one, not a search of the log.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';

const BATCH = 5000;

/** Seals every log row waiting; answers how many queue entries it took. */
export async function sealPendingLogs(db: DbOrTx): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute<{ taken: number }>(sql`SELECT chain_pending_logs(${BATCH}) AS taken`);
    const taken = Number(result.rows[0]?.taken ?? 0);
    total += taken;
    if (taken < BATCH) return total;
  }
}

/** Runs sealPendingLogs every `intervalMs` until stopped; a failed round is retried at the next. */
export function startLogSequencer(db: Db, intervalMs: number, onError: (error: unknown) => void) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sealPendingLogs(db).catch(onError));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    // What was written up to the stop is sealed before the server goes.
    await sealPendingLogs(db).catch(onError);
  };
}
