import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A count as a scalar subquery, for a column of a query on another table (the case's tiles). */
export function contagem(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql`(SELECT count(*) FROM ${table} WHERE ${where})`.mapWith(Number);
}
