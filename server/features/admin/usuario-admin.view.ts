/**
 * The user as the admin panel shows them (shared/schemas/usuarios.ts): data, profile, unit,
 * position and state — active, locked by wrong passwords, holding a temporary password.
 */
import { asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { UsuarioAdmin } from '../../../shared/schemas/usuarios';
import type { DbOrTx } from '../../db/client';
import { loginFalhas, roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../errors';
import { encontrado, usuariosComLotacao } from '../../kit/lotacao';

/** Enough to pick from on a phone; a longer list means the administrator should type more. */
const LIMITE = 10;

async function present(db: DbOrTx, where: SQL, orderByName: boolean): Promise<UsuarioAdmin[]> {
  const rows = await usuariosComLotacao(db, {
    ativo: users.active,
    senhaTemporaria: users.mustChangePassword,
    createdAt: users.createdAt,
    bloqueadaAte: sql<string | null>`CASE WHEN ${loginFalhas.bloqueadaAte} > now()
        THEN to_char(${loginFalhas.bloqueadaAte} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`,
  })
    .leftJoin(loginFalhas, eq(loginFalhas.matricula, users.matricula))
    .where(where)
    .orderBy(orderByName ? asc(users.name) : asc(users.matricula), asc(users.matricula))
    .limit(LIMITE);
  if (rows.length === 0) return [];
  const perfis = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(roles.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    matricula: row.matricula,
    cargo: encontrado(row.cargoId, row.cargoNome),
    unidade: encontrado(row.unidadeId, row.unidadeNome),
    perfis: perfis.filter((p) => p.userId === row.id).map(({ id, name }) => ({ id, name })),
    ativo: row.ativo,
    bloqueado: row.bloqueadaAte !== null,
    bloqueada_ate: row.bloqueadaAte,
    senha_temporaria: row.senhaTemporaria,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function presentUsuarioAdmin(db: DbOrTx, userId: string): Promise<UsuarioAdmin> {
  const [usuario] = await present(db, eq(users.id, userId), false);
  if (!usuario) throw new AppError('NOT_FOUND', 'Usuário não encontrado.');
  return usuario;
}

/** The term as a LIKE pattern that matches it literally. */
function literal(texto: string): string {
  return texto.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** 'Encontrar usuário': disabled users too, since enabling them again is done from here. */
export function searchUsuariosAdmin(
  db: DbOrTx,
  termo: { matricula: string } | { nome: string },
): Promise<UsuarioAdmin[]> {
  if ('matricula' in termo) return present(db, like(users.matricula, `${literal(termo.matricula)}%`), false);
  const nome = sql`immutable_unaccent(lower(${users.name})) LIKE '%' || immutable_unaccent(lower(${literal(termo.nome)})) || '%'`;
  return present(db, nome, true);
}

/** The profiles an administrator can give a user, by name. */
export function perfisDeUsuario(db: DbOrTx) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
}
