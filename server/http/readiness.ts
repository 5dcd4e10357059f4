/**
 * Readiness, apart from liveness: whether a load balancer should send this node requests. Not
 * while the node is stopping (it says so before it stops accepting, so the balancer moves away
 * first), nor while its database is unreachable or lacks a migration this build expects (another
 * node of an older build may have started on a database not yet brought up to date).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_FOLDER } from '../db/client';

export interface ReadinessState {
  ready: boolean;
  stopping: boolean;
  database: 'up' | 'down';
  migrations: boolean;
}

export interface Readiness {
  readonly stopping: boolean;
  /** From now on the node answers not ready; what is in flight still goes on. */
  stop(): void;
  check(): Promise<ReadinessState>;
}

/** The `when` of this build's last migration: drizzle records it as the migration's created_at. */
function lastMigrationWhen(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

export function createReadiness(db: Db): Readiness {
  const expected = lastMigrationWhen();
  let stopping = false;
  // Migrations are never undone under a running node: once seen applied, only reachability is asked.
  let migrated = false;
  return {
    get stopping() {
      return stopping;
    },
    stop() {
      stopping = true;
    },
    async check() {
      let database: ReadinessState['database'] = 'up';
      try {
        if (!migrated) {
          const result = await db.execute<{ last: string | null }>(
            sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
          );
          migrated = Number(result.rows[0]?.last ?? 0) >= expected;
        } else {
          await db.execute(sql`SELECT 1`);
        }
      } catch {
        database = 'down';
      }
      return { ready: !stopping && database === 'up' && migrated, stopping, database, migrations: migrated };
    },
  };
}
