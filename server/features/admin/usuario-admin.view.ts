/**
 * The user as the admin panel shows them (shared/schemas/usuarios.ts): data, profile, unit,
 * position and state — active, locked by wrong passwords, holding a temporary password — and
 * whether the administrator asking may change them (autoridade.ts).
 */
import { asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { UsuarioAdmin } from '../../../shared/schemas/usuarios';
import type { DbOrTx } from '../../db/client';
import { loginFalhas, roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../errors';
import { type Actor, requireActor, type ServiceContext } from '../../kit/context';
import { encontrado, usuariosComLotacao } from '../../kit/lotacao';
import { direitosDosPapeis, direitosDosUsuarios, politica, sobreConta, sobrePapel } from './autoridade';

/** Enough to pick from on a phone; a longer list means the administrator should type more. */
const LIMITE = 10;

async function present(db: DbOrTx, actor: Actor, where: SQL, orderByName: boolean): Promise<UsuarioAdmin[]> {
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
  const direitos = await direitosDosUsuarios(
    db,
    rows.map((row) => row.id),
  );
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
    policy: politica(sobreConta(actor, row.id, direitos.get(row.id) ?? new Set())),
  }));
}

export async function presentUsuarioAdmin(db: DbOrTx, actor: Actor, userId: string): Promise<UsuarioAdmin> {
  const [usuario] = await present(db, actor, eq(users.id, userId), false);
  if (!usuario) throw new AppError('NOT_FOUND', 'Usuário não encontrado.');
  return usuario;
}

/** The term as a LIKE pattern that matches it literally. */
function literal(texto: string): string {
  return texto.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** 'Encontrar usuário': disabled users too, since enabling them again is done from here. */
export function searchUsuariosAdmin(
  ctx: ServiceContext,
  termo: { matricula: string } | { nome: string },
): Promise<UsuarioAdmin[]> {
  const actor = requireActor(ctx);
  if ('matricula' in termo) {
    return present(ctx.db, actor, like(users.matricula, `${literal(termo.matricula)}%`), false);
  }
  const nome = sql`immutable_unaccent(lower(${users.name})) LIKE '%' || immutable_unaccent(lower(${literal(termo.nome)})) || '%'`;
  return present(ctx.db, actor, nome, true);
}

/** The profiles this administrator may give a user, by name: none holding a right they lack. */
export async function perfisDeUsuario(ctx: ServiceContext) {
  const actor = requireActor(ctx);
  const todos = await ctx.db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.name));
  const direitos = await direitosDosPapeis(
    ctx.db,
    todos.map((papel) => papel.id),
  );
  return todos.filter((papel) => sobrePapel(actor, direitos.get(papel.id) ?? new Set()) === null);
}
