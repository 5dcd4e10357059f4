import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Database, MIGRATIONS_FOLDER } from '../db/client';

const SQL_FILES = readdirSync(MIGRATIONS_FOLDER)
  .filter((file) => file.endsWith('.sql'))
  .sort();

/**
 * Runs the migration files numbered from `de` (inclusive) to `ate` (exclusive) on a database, as
 * the migrator runs them: statement by statement. A test of one migration builds the database with
 * the ones before it and fills it in the shape they left.
 */
export async function aplicarMigracoes(database: Database, de: string, ate: string): Promise<void> {
  for (const file of SQL_FILES.filter((f) => f >= de && f < ate)) {
    const text = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await database.pool.query(statement);
    }
  }
}
