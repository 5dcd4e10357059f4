/**
 * Profiles (roles) and the permissions they hold (spec §6: admins create and delete roles, add or
 * remove permissions). Each change commits with its audit row, the before and the after. Who may
 * change which profile and give which permission (issue 39) is autoridade.ts's to say; the
 * "system stays administrable" guard is the database's (i14-usuarios), so it holds here too.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OperationBody } from '../../../shared/api';
import { isPermission } from '../../../shared/permissions';
import type { Papel, PapelDetalhe } from '../../../shared/schemas/papeis';
import { audit } from '../../audit/audit';
import { administrativas, exigirConfirmacao } from '../../auth/confirmacao';
import type { DbOrTx, Tx } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema';
import { violouIndice } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import { apagarCadastro } from '../../kit/apagar-cadastro';
import { type Actor, type Created, requireActor, type ServiceContext } from '../../kit/context';
import { insertOnce } from '../../kit/insert-once';
import {
  comAutoridade,
  exigir,
  politica,
  semOutroDetentor,
  sobrePapel,
  sobrePermissao,
  type Tentativa,
} from './autoridade';

export const NOME_EM_USO = 'O nome do perfil já está em uso. Por favor, escolha outro.';
const PERFIL_NAO_ENCONTRADO = 'Papel não encontrado.';

/** Profiles with their permissions, their holders, and whether the actor may change each. */
async function select(db: DbOrTx, actor: Actor, ids?: string[]): Promise<Papel[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(ids ? inArray(roles.id, ids) : undefined)
    .orderBy(asc(roles.name));
  if (rows.length === 0) return [];
  const roleIds = rows.map((r) => r.id);
  const held = await db
    .select({
      roleId: rolePermissions.roleId,
      id: permissions.id,
      name: permissions.name,
      label: permissions.label,
    })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds))
    .orderBy(asc(permissions.name));
  const users = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  return rows.map((role) => {
    const permissoes = held.filter((p) => p.roleId === role.id).map(({ roleId: _, ...p }) => p);
    return {
      ...role,
      permissions: permissoes,
      usuarios: users.find((u) => u.roleId === role.id)?.n ?? 0,
      policy: politica(sobrePapel(actor, direitos(permissoes))),
    };
  });
}

const direitos = (permissoes: { name: string }[]) =>
  new Set(permissoes.map((p) => p.name).filter(isPermission));

async function one(db: DbOrTx, actor: Actor, id: string): Promise<Papel> {
  const [found] = await select(db, actor, [id]);
  if (!found) throw notFound(PERFIL_NAO_ENCONTRADO);
  return found;
}

const resumo = (p: Papel) => ({ name: p.name, permissions: p.permissions.map((x) => x.name) });

export function listPapeis(ctx: ServiceContext): Promise<Papel[]> {
  return select(ctx.db, requireActor(ctx));
}

/**
 * The edit screen's profile and permissions, with each move the actor would be refused: giving a
 * permission they lack, taking away one nobody else active holds (the whole profile, when it
 * holds a right they lack, is refused by its policy).
 */
export async function getPapel(ctx: ServiceContext, id: string): Promise<PapelDetalhe> {
  const actor = requireActor(ctx);
  const papel = await one(ctx.db, actor, id);
  const todas = await ctx.db
    .select({ id: permissions.id, name: permissions.name, label: permissions.label })
    .from(permissions)
    .orderBy(asc(permissions.name));
  const atribuidas = new Set(papel.permissions.map((p) => p.id));
  const disponiveis = todas.filter((p) => !atribuidas.has(p.id));
  const ultimas = await semOutroDetentor(
    ctx.db,
    id,
    papel.permissions.map((p) => p.name),
  );
  const bloqueadas = [
    ...disponiveis.map((p) => [p.id, sobrePermissao(actor, p.name)] as const),
    ...papel.permissions.map((p) => [p.id, ultimas.get(p.name) ?? null] as const),
  ].flatMap(([permissionId, impedimento]) => (impedimento ? [[permissionId, impedimento.motivo]] : []));
  return { papel, disponiveis, bloqueadas: Object.fromEntries(bloqueadas) };
}

async function nomeEmUso(tx: Tx, name: string, exceptId: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, ne(roles.id, exceptId)));
  return Boolean(taken);
}

/** A new profile, without permissions; a repeat of the same create answers the stored one. */
export async function createPapel(
  ctx: ServiceContext,
  input: OperationBody<'createPapel'>,
): Promise<Created<Papel>> {
  const actor = requireActor(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await nomeEmUso(tx, input.name, input.id)) throw new AppError('ROLE_NAME_TAKEN', NOME_EM_USO);
      const { created } = await insertOnce(
        tx,
        roles,
        { id: input.id, name: input.name },
        {
          serverSet: ['createdAt'],
          apagado: { action: 'perfil.deleted', casoId: null, context: { roleId: input.id } },
          audit: () => ({
            action: 'perfil.created',
            message: `Perfil ${input.name} criado`,
            userId: actor.id,
            context: { roleId: input.id, antes: null, depois: { name: input.name, permissions: [] } },
          }),
        },
      );
      return { value: await one(tx, actor, input.id), created };
    });
  } catch (error) {
    // Two administrators naming two new profiles alike at the same moment.
    if (violouIndice(error, 'roles_name_unique')) throw new AppError('ROLE_NAME_TAKEN', NOME_EM_USO);
    throw error;
  }
}

/**
 * Deletes a profile nobody holds, and holding no right the actor lacks; a repeat of a done delete
 * answers as the first did.
 */
export function deletePapel(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requireActor(ctx);
  const tentativa: Tentativa = {
    action: 'perfil.refused',
    descricao: 'Excluir o perfil',
    context: { operacao: 'deletePapel', roleId: id },
  };
  return comAutoridade(ctx, actor, tentativa, () =>
    apagarCadastro(ctx, {
      carregar: async (tx) => (await select(tx, actor, [id]))[0],
      naoEncontrado: PERFIL_NAO_ENCONTRADO,
      action: 'perfil.deleted',
      chave: { roleId: id },
      conferir: (_tx, papel) => {
        exigir(sobrePapel(actor, direitos(papel.permissions)));
        if (papel.usuarios > 0) {
          throw new AppError(
            'ROLE_IN_USE',
            `O perfil ${papel.name} está atribuído a ${papel.usuarios === 1 ? '1 usuário' : `${papel.usuarios} usuários`}. Troque o perfil desses usuários antes de excluí-lo.`,
          );
        }
      },
      rastro: (_tx, papel) => ({ message: `Perfil ${papel.name} excluído`, antes: resumo(papel) }),
      apagar: (tx) => tx.delete(roles).where(eq(roles.id, id)),
    }),
  );
}

/**
 * Adds or removes one permission, on a profile holding no right the actor lacks: adding only one
 * the actor holds, removing none that would leave no active holder of an administration
 * permission. Doing what is already done changes nothing and writes no row, so the outbox may send
 * it again. Whoever holds the profile gets the change at their next request.
 */
export async function changePapelPermissao(
  ctx: ServiceContext,
  roleId: string,
  permissionId: string,
  add: boolean,
): Promise<Papel> {
  const actor = requireActor(ctx);
  const tentativa: Tentativa = {
    action: 'perfil.refused',
    descricao: add ? 'Atribuir uma permissão ao perfil' : 'Retirar uma permissão do perfil',
    context: { operacao: add ? 'addPapelPermissao' : 'removePapelPermissao', roleId, permissionId },
  };
  return comAutoridade(ctx, actor, tentativa, () =>
    ctx.db.transaction(async (tx) => {
      const antes = await one(tx, actor, roleId);
      const [permissao] = await tx
        .select({ name: permissions.name })
        .from(permissions)
        .where(eq(permissions.id, permissionId));
      if (!permissao) throw notFound('Permissão não encontrada.');
      if (administrativas([permissao.name])) {
        await exigirConfirmacao(
          ctx,
          add ? 'Dar direitos de administração' : 'Retirar direitos de administração',
        );
      }
      exigir(sobrePapel(actor, direitos(antes.permissions)));
      if (add) exigir(sobrePermissao(actor, permissao.name));
      else exigir((await semOutroDetentor(tx, roleId, [permissao.name])).get(permissao.name) ?? null);
      const changed = add
        ? await tx.insert(rolePermissions).values({ roleId, permissionId }).onConflictDoNothing().returning()
        : await tx
            .delete(rolePermissions)
            .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, permissionId)))
            .returning();
      if (changed.length === 0) return antes;
      const depois = await one(tx, actor, roleId);
      await audit(tx, {
        action: add ? 'perfil.permissao.added' : 'perfil.permissao.removed',
        message: `Permissão ${permissao.name} ${add ? 'atribuída ao' : 'retirada do'} perfil ${antes.name}`,
        userId: actor.id,
        context: { roleId, permissionId, antes: resumo(antes), depois: resumo(depois) },
      });
      return depois;
    }),
  );
}
