/**
 * Seals new log rows into the hash chain a moment after they commit. Sealing inside each writing
 * transaction would make every audited request wait its turn on the chain's head; one sequencer,
 * a second behind, keeps reads and writes concurrent and still gives one order that cannot fork.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const BATCH = 5000;

/** Seals every log row waiting; answers how many. */
export async function sealPendingLogs(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute<{ sealed: number }>(sql`SELECT chain_pending_logs(${BATCH}) AS sealed`);
    const sealed = Number(result.rows[0]?.sealed ?? 0);
    total += sealed;
    if (sealed < BATCH) return total;
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
