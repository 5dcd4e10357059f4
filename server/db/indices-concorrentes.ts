/**
 * Indexes on tables every request writes, built with CREATE INDEX CONCURRENTLY after the
 * migrations. A migration runs in a transaction, where PostgreSQL builds an index holding a lock
 * that stops every insert into the table until the build ends: on `logs`, every audited read of
 * every node still running the previous release during a rolling upgrade. Built concurrently, the
 * table keeps taking rows; the build only waits for the transactions already under way.
 *
 * They are not in the drizzle schema, since drizzle-kit would generate them as a plain CREATE
 * INDEX in a migration.
 */
import pg from 'pg';
import { logDoProcesso as log } from '../log';

interface IndiceConcorrente {
  name: string;
  definition: string;
}

/**
 * The search for a deletion's audit row (server/kit/apagado.ts: a case, an action, the record in
 * the context) read every row of the case through `logs_caso_idx`, and the bulk of a case's rows
 * are its reads: each create of a document or vestígio paid for every look the case ever had.
 * This index leaves the reads out, so it costs them nothing to write, and the search reads the
 * few rows of the case with that action. PostgreSQL uses it for a query whose action is a value
 * outside this list (it proves `action = 'x'` implies the predicate), which every deletion is.
 */
const INDICES_CONCORRENTES: IndiceConcorrente[] = [
  {
    name: 'logs_caso_acao_idx',
    definition: `ON logs (caso_id, action)
      WHERE action NOT IN ('caso.read', 'croqui.read', 'relatorio.lido', 'documento.list', 'auth.login',
        'logs.read', 'user.read', 'pessoa.busca')`,
  },
];

/**
 * Only one node builds at a time; one that finds another building goes on without waiting, since
 * the index only makes a search faster and the other node's build ends with it in place. A build
 * that failed (a node stopped in the middle) leaves the index invalid, never used; it is dropped and
 * built again.
 */
const BUILD_LOCK_KEY = 7_261_002_030;

/** Builds the indexes missing, on a connection of its own (not in a transaction), as the owner. */
export async function criarIndicesConcorrentes(ownerUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      BUILD_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return;
    for (const index of INDICES_CONCORRENTES) {
      const { rows: found } = await client.query<{ valid: boolean }>(
        `SELECT i.indisvalid AS valid FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid
         WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace`,
        [index.name],
      );
      if (found[0]?.valid) continue;
      const started = performance.now();
      if (found[0]) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${index.name}`);
      await client.query(`CREATE INDEX CONCURRENTLY ${index.name} ${index.definition}`);
      log.info(`índice ${index.name} criado em ${Math.round(performance.now() - started)} ms`);
    }
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
