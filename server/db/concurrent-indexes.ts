/**
 * Indexes on tables every request writes, built with CREATE INDEX CONCURRENTLY once the node
 * serves. A migration runs in a transaction, where PostgreSQL builds an index holding a lock that
 * stops every insert into the table until the build ends: on `logs`, every audited read of every
 * node still running the previous release during a rolling upgrade. Built concurrently, the table
 * keeps taking rows; the build waits for the transactions already under way (an upload's, which
 * holds its transaction while the file goes to the bucket, for one), so no start waits for it.
 *
 * They are not in the drizzle schema, since drizzle-kit would generate them as a plain CREATE
 * INDEX in a migration.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

export interface ConcurrentIndex {
  /** The index's name is this, then a digest of its definition: a changed definition is a new index. */
  family: string;
  table: string;
  /** What follows `ON <table>`: the columns and the WHERE of a partial index. */
  definition: string;
}

export const indexName = (index: ConcurrentIndex) =>
  `${index.family}_${createHash('sha256').update(index.definition).digest('hex').slice(0, 8)}`;

/**
 * Only one node builds at a time; one that finds another building goes on, since these indexes
 * only make a search faster and the other node's build ends with them in place. A build that
 * failed (a node stopped in the middle) leaves its index invalid, never used; it is dropped and
 * built again. The indexes of a family's earlier definitions are dropped once the new one is valid.
 */
const BUILD_LOCK_KEY = 7_261_002_030;

async function build(client: pg.Client, index: ConcurrentIndex): Promise<string | null> {
  const name = indexName(index);
  const { rows } = await client.query<{ name: string; valid: boolean }>(
    `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i
     JOIN pg_class c ON c.oid = i.indexrelid
     WHERE i.indrelid = $1::regclass AND starts_with(c.relname, $2)`,
    [index.table, `${index.family}_`],
  );
  const current = rows.find((row) => row.name === name);
  let built: string | null = null;
  if (!current?.valid) {
    const started = performance.now();
    if (current) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${name}`);
    await client.query(`CREATE INDEX CONCURRENTLY ${name} ON ${index.table} ${index.definition}`);
    built = `índice ${name} criado em ${Math.round(performance.now() - started)} ms`;
  }
  for (const old of rows.filter((row) => row.name !== name))
    await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${old.name}`);
  return built;
}

/**
 * Builds what is missing, on a connection of its own (not in a transaction), as the owner; answers
 * a line for each index built.
 */
export async function createConcurrentIndexes(
  ownerUrl: string,
  indexes: ConcurrentIndex[],
): Promise<string[]> {
  const client = new pg.Client({ connectionString: ownerUrl });
  // A connection lost mid-build rejects the query under way; without a listener the client's
  // 'error' would also be an uncaught exception, and stop the node.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      BUILD_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return [];
    const lines: string[] = [];
    for (const index of indexes) {
      const line = await build(client, index);
      if (line) lines.push(line);
    }
    return lines;
  } finally {
    // Ending the session releases the lock.
    await client.end();
  }
}
