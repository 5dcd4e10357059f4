/** The shares of a case as the API answers them. */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Compartilhamento } from '../../../shared/schemas/equipe';
import type { DbOrTx } from '../../db/client';
import { cargos, compartilhamentos, unidades, users } from '../../db/schema';

const autor = alias(users, 'autor');

function compartilhamentosQuery(db: DbOrTx) {
  return db
    .select({
      id: compartilhamentos.id,
      name: users.name,
      matricula: users.matricula,
      cargo: cargos.nome,
      unidade: unidades.nome,
      autorName: autor.name,
      autorMatricula: autor.matricula,
      createdAt: compartilhamentos.createdAt,
    })
    .from(compartilhamentos)
    .innerJoin(users, eq(users.id, compartilhamentos.userId))
    .innerJoin(autor, eq(autor.id, compartilhamentos.sharedBy))
    .leftJoin(cargos, eq(cargos.id, users.cargoId))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId));
}

type CompartilhamentoRow = Awaited<ReturnType<typeof compartilhamentosQuery>>[number];

function presentCompartilhamentoRow(row: CompartilhamentoRow): Compartilhamento {
  return {
    id: row.id,
    user: { name: row.name, matricula: row.matricula, cargo: row.cargo, unidade: row.unidade },
    shared_by: { name: row.autorName, matricula: row.autorMatricula },
    created_at: row.createdAt.toISOString(),
  };
}

export async function presentCompartilhamento(db: DbOrTx, id: string): Promise<Compartilhamento> {
  const [row] = await compartilhamentosQuery(db).where(eq(compartilhamentos.id, id));
  if (!row) throw new Error(`compartilhamento ${id} não encontrado`);
  return presentCompartilhamentoRow(row);
}

/** The users the case was shared with, oldest share first. */
export async function loadCompartilhamentosDoCaso(db: DbOrTx, casoId: string): Promise<Compartilhamento[]> {
  const partilhas = await compartilhamentosQuery(db)
    .where(eq(compartilhamentos.casoId, casoId))
    .orderBy(asc(compartilhamentos.createdAt), asc(compartilhamentos.id));
  return partilhas.map(presentCompartilhamentoRow);
}
