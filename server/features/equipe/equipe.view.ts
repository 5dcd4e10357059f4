/** The team and the shares of a case as the API answers them. */
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { delegadoDe } from '../../../shared/equipe';
import type { Compartilhamento, Delegado, EquipeMembro } from '../../../shared/schemas/equipe';
import type { DbOrTx } from '../../db/client';
import { cargos, compartilhamentos, equipeMembros, unidades, users } from '../../db/schema';
import { versaoDe, versoesDe } from '../../kit/versao';

function membrosQuery(db: DbOrTx) {
  return db
    .select({
      id: equipeMembros.id,
      matricula: equipeMembros.matricula,
      name: equipeMembros.name,
      cargoId: cargos.id,
      cargoNome: cargos.nome,
      userId: equipeMembros.userId,
      unidade: unidades.nome,
      createdAt: equipeMembros.createdAt,
    })
    .from(equipeMembros)
    .innerJoin(cargos, eq(cargos.id, equipeMembros.cargoId))
    .leftJoin(users, eq(users.id, equipeMembros.userId))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId));
}

type MembroRow = Awaited<ReturnType<typeof membrosQuery>>[number];

function presentMembroRow(row: MembroRow, versao = 1): EquipeMembro {
  return {
    versao,
    id: row.id,
    matricula: row.matricula,
    name: row.name,
    cargo: { id: row.cargoId, nome: row.cargoNome },
    unidade: row.unidade === null ? null : { nome: row.unidade },
    usuario: row.userId !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function presentMembro(db: DbOrTx, id: string): Promise<EquipeMembro> {
  const [row] = await membrosQuery(db).where(eq(equipeMembros.id, id));
  if (!row) throw new Error(`membro ${id} não encontrado`);
  return presentMembroRow(row, await versaoDe(db, id));
}

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

/**
 * The case's team as its screen lists it — rows a share left (origem 'compartilhamento', spec §3)
 * are not shown — with its delegate, and the users it was shared with.
 */
export async function loadEquipeDoCaso(
  db: DbOrTx,
  casoId: string,
): Promise<{ equipe: EquipeMembro[]; delegado: Delegado; compartilhamentos: Compartilhamento[] }> {
  const membros = await membrosQuery(db)
    .where(and(eq(equipeMembros.casoId, casoId), eq(equipeMembros.origem, 'equipe')))
    .orderBy(asc(equipeMembros.createdAt), asc(equipeMembros.id));
  const versoes = await versoesDe(
    db,
    membros.map((m) => m.id),
  );
  const equipe = membros.map((m) => presentMembroRow(m, versoes.get(m.id)));
  const partilhas = await compartilhamentosQuery(db)
    .where(eq(compartilhamentos.casoId, casoId))
    .orderBy(asc(compartilhamentos.createdAt), asc(compartilhamentos.id));
  return {
    equipe,
    delegado: delegadoDe(equipe),
    compartilhamentos: partilhas.map(presentCompartilhamentoRow),
  };
}
