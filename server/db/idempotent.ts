import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../errors';
import type { Tx } from './client';

type TableWithId = PgTable & { id: PgColumn };

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(normalise);
  return value;
}

/** True when every column the client sent matches what is stored: a repeat of the same create. */
export function sameValues(stored: Record<string, unknown>, sent: Record<string, unknown>): boolean {
  return Object.entries(sent).every(
    ([key, value]) => JSON.stringify(normalise(stored[key])) === JSON.stringify(normalise(value)),
  );
}

/**
 * Inserts a row whose id the client made. The same id with the same content is a repeat (an
 * outbox re-send after a lost answer) and returns the stored row; with other content it is a
 * conflict (409), never a silent overwrite.
 */
export async function insertOnce<T extends TableWithId>(
  tx: Tx,
  table: T,
  values: T['$inferInsert'] & { id: string },
): Promise<{ row: T['$inferSelect']; created: boolean }> {
  const inserted = (await tx
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: table.id })
    .returning()) as T['$inferSelect'][];
  const first = inserted[0];
  if (first) return { row: first, created: true };

  const columns = getTableColumns(table);
  const [existing] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, values.id))) as T['$inferSelect'][];
  const sentColumns = Object.fromEntries(
    Object.entries(values as Record<string, unknown>).filter(([key]) => key in columns),
  );
  if (!existing || !sameValues(existing as Record<string, unknown>, sentColumns)) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'Já existe um registro com este identificador e outros dados.',
    );
  }
  return { row: existing, created: false };
}
