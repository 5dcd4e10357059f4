import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { versoesDe } from './versao';

type RegistroDoCaso = PgTable & { id: PgColumn; casoId: PgColumn };

export interface ComAutor<Row> {
  registro: Row;
  /** Who recorded it, as the screens name them. */
  autor: { name: string; matricula: string };
  /** Its version (issue 26); absent for a record with no history yet. */
  versao: number | undefined;
}

/** A case's records of one kind, in the order given, each with its author and its version. */
export async function registrosDoCaso<T extends RegistroDoCaso>(
  db: DbOrTx,
  table: T,
  autorId: PgColumn,
  casoId: string,
  ordem: SQL[],
): Promise<ComAutor<T['$inferSelect']>[]> {
  const rows = (await db
    .select({ registro: table as PgTable, name: users.name, matricula: users.matricula })
    .from(table as PgTable)
    .innerJoin(users, eq(users.id, autorId))
    .where(eq(table.casoId, casoId))
    .orderBy(...ordem)) as {
    registro: T['$inferSelect'] & { id: string };
    name: string;
    matricula: string;
  }[];
  const versoes = await versoesDe(
    db,
    rows.map((row) => row.registro.id),
  );
  return rows.map(({ registro, name, matricula }) => ({
    registro,
    autor: { name, matricula },
    versao: versoes.get(registro.id),
  }));
}
