/**
 * The user search of the team and sharing screens (spec §7 user/searchMatricula, user/searchName):
 * active users by the beginning of their matrícula or part of their name, answered with what the
 * screens show and check — name, matrícula, cargo, unit — and nothing else about them.
 */
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { UsuarioEncontrado } from '../../../shared/schemas/equipe';
import { users } from '../../db/schema';
import type { ServiceContext } from '../../kit/context';
import { encontrado, usuariosComLotacao } from '../../kit/lotacao';

/** Enough to pick from on a phone; a longer list means the officer should type more. */
const LIMITE = 10;

/** The term as a LIKE pattern that matches it literally. */
function literal(texto: string): string {
  return texto.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchUsuarios(
  ctx: ServiceContext,
  termo: { matricula: string } | { nome: string },
): Promise<UsuarioEncontrado[]> {
  const filtro =
    'matricula' in termo
      ? like(users.matricula, `${literal(termo.matricula)}%`)
      : sql`immutable_unaccent(lower(${users.name})) LIKE '%' || immutable_unaccent(lower(${literal(termo.nome)})) || '%'`;
  const rows = await usuariosComLotacao(ctx.db, {})
    .where(and(eq(users.active, true), filtro))
    .orderBy('matricula' in termo ? asc(users.matricula) : asc(users.name), asc(users.matricula))
    .limit(LIMITE);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    matricula: row.matricula,
    cargo: encontrado(row.cargoId, row.cargoNome),
    unidade: row.unidadeNome === null ? null : { nome: row.unidadeNome },
  }));
}
