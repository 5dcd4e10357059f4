import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { logDoProcesso as log } from '../log';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; services take it so their writes and the audit row commit together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');

export function connect(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  let closing = false;
  // An idle client losing its connection (database restart) must not crash the server. Once the
  // pool is closing, pool.end() resolves before every socket is shut, and a PostgreSQL stopped
  // right after terminates the stragglers: expected, not worth a line on the console.
  const report = (error: Error) => {
    if (!closing) log.error(`pg pool: ${error.message}`);
  };
  pool.on('error', report);
  // A client the pool is already ending (pool.end()) is no longer the pool's to watch: its own
  // listener keeps a late 'terminating connection' from being an uncaught exception.
  pool.on('connect', (client) => client.on('error', report));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    db,
    pool,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** The connection settings of the app's pool, for a connection of its own outside it. */
export function configuracaoDoPool(db: Db): pg.ClientConfig {
  const { $client } = db as unknown as { $client: pg.Pool };
  return $client.options;
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

export async function databaseState(db: Db): Promise<{ status: 'up' | 'down'; latencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`SELECT 1`);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { status: 'down', latencyMs: Math.round(performance.now() - started) };
  }
}
