import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

/** Who wrote a record, as its screens name them; users are deactivated, never deleted. */
export async function autorDe(db: DbOrTx, userId: string): Promise<{ name: string; matricula: string }> {
  const [autor] = await db
    .select({ name: users.name, matricula: users.matricula })
    .from(users)
    .where(eq(users.id, userId));
  if (!autor) throw new Error(`autor ${userId} sumiu`);
  return autor;
}

/**
 * Records with who made them: the columns asked and the author's name and matrícula, from `tabela`
 * joined to the user its `autorId` column names.
 */
export function comAutor<Campos extends SelectedFields>(
  db: DbOrTx,
  campos: Campos,
  tabela: PgTable,
  autorId: PgColumn,
) {
  return db
    .select({ ...campos, name: users.name, matricula: users.matricula })
    .from(tabela)
    .innerJoin(users, eq(users.id, autorId));
}
