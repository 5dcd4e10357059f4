/** The shares of a case as the API answers them. */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Compartilhamento } from '../../../shared/schemas/equipe';
import type { DbOrTx } from '../../db/client';
import { compartilhamentos, users } from '../../db/schema';
import { usuariosComLotacao } from '../../kit/lotacao';

const autor = alias(users, 'autor');

/** Each share: the user it was made to, with their post, and who made it. */
function compartilhamentosQuery(db: DbOrTx) {
  return usuariosComLotacao(db, {
    compartilhamentoId: compartilhamentos.id,
    autorName: autor.name,
    autorMatricula: autor.matricula,
    createdAt: compartilhamentos.createdAt,
  })
    .innerJoin(compartilhamentos, eq(compartilhamentos.userId, users.id))
    .innerJoin(autor, eq(autor.id, compartilhamentos.sharedBy));
}

type CompartilhamentoRow = Awaited<ReturnType<typeof compartilhamentosQuery>>[number];

function presentCompartilhamentoRow(row: CompartilhamentoRow): Compartilhamento {
  return {
    id: row.compartilhamentoId,
    user: { name: row.name, matricula: row.matricula, cargo: row.cargoNome, unidade: row.unidadeNome },
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
