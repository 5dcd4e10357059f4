/**
 * Holds a statement of another connection at a table it is about to read, so that a test can
 * commit something exactly between two of that work's statements (a race that timing alone would
 * seldom produce). The lock is taken first; `trabalho` is started; once it waits on the lock,
 * `durante` runs and commits; then the lock goes and the work goes on. Answers what the work answers.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';

export async function comParadaEmTabela<T>(
  db: Db,
  tabela: string,
  trabalho: () => Promise<T>,
  durante: () => Promise<void>,
): Promise<T> {
  let emCurso: Promise<T> | null = null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${sql.identifier(tabela)} IN ACCESS EXCLUSIVE MODE`);
    emCurso = trabalho();
    // Kept from failing unobserved while the lock holds it; awaited below.
    emCurso.catch(() => {});
    await expect
      .poll(
        async () =>
          (
            await db.execute<{ n: number }>(sql`
              SELECT count(*)::int AS n FROM pg_locks
              WHERE relation = ${tabela}::regclass AND NOT granted`)
          ).rows[0]?.n,
        { interval: 5 },
      )
      .toBe(1);
    await durante();
  });
  return emCurso as unknown as Promise<T>;
}
