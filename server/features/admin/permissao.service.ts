/**
 * Permissions (spec §6: admins create, rename or delete permissions). The eight of
 * shared/permissions.ts are what the route table and the checks name: renaming or deleting one
 * would lock every screen behind it, so the server refuses it (only their label may change, and
 * only by who holds it: a misleading label is a way to have someone else grant it — issue 39).
 * Names are unique, so a permission made here never passes for one of the eight.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { OperationBody } from '../../../shared/api';
import { isPermission } from '../../../shared/permissions';
import type { Permissao } from '../../../shared/schemas/papeis';
import { audit } from '../../audit/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { permissions, rolePermissions } from '../../db/schema';
import { violouIndice } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import { apagarCadastro } from '../../kit/apagar-cadastro';
import { type Actor, type Created, requireActor, type ServiceContext } from '../../kit/context';
import { insertOnce } from '../../kit/insert-once';
import { comAutoridade, exigir, politica, sobrePermissao } from './autoridade';

export const NOME_EM_USO = 'Já existe uma permissão com este nome.';
export const PROTEGIDA =
  'Esta permissão é usada pelo próprio sistema para liberar telas e ações; ela não pode ser excluída nem renomeada (o rótulo pode ser alterado).';

async function select(db: DbOrTx, actor: Actor, id?: string): Promise<Permissao[]> {
  const rows = await db
    .select({
      id: permissions.id,
      name: permissions.name,
      label: permissions.label,
      perfis: sql<number>`(SELECT count(*)::int FROM ${rolePermissions} WHERE ${rolePermissions.permissionId} = ${permissions.id})`,
    })
    .from(permissions)
    .where(id ? eq(permissions.id, id) : undefined)
    .orderBy(asc(permissions.name));
  return rows.map((row) => ({
    ...row,
    protegida: isPermission(row.name),
    policy: politica(sobrePermissao(actor, row.name)),
  }));
}

async function one(db: DbOrTx, actor: Actor, id: string): Promise<Permissao> {
  const [found] = await select(db, actor, id);
  if (!found) throw notFound('Permissão não encontrada.');
  return found;
}

async function nomeEmUso(tx: Tx, name: string, exceptId: string): Promise<void> {
  const [taken] = await tx
    .select({ n: count() })
    .from(permissions)
    .where(and(eq(permissions.name, name), ne(permissions.id, exceptId)));
  if (taken && taken.n > 0) throw new AppError('PERMISSION_NAME_TAKEN', NOME_EM_USO);
}

function uniqueName(error: unknown): never {
  if (violouIndice(error, 'permissions_name_unique'))
    throw new AppError('PERMISSION_NAME_TAKEN', NOME_EM_USO);
  throw error;
}

export function listPermissoes(ctx: ServiceContext): Promise<Permissao[]> {
  return select(ctx.db, requireActor(ctx));
}

export async function createPermissao(
  ctx: ServiceContext,
  input: OperationBody<'createPermissao'>,
): Promise<Created<Permissao>> {
  const actor = requireActor(ctx);
  return ctx.db
    .transaction(async (tx) => {
      await nomeEmUso(tx, input.name, input.id);
      const { created } = await insertOnce(
        tx,
        permissions,
        { id: input.id, name: input.name, label: input.label },
        {
          serverSet: ['createdAt'],
          apagado: { action: 'permissao.deleted', casoId: null, context: { permissionId: input.id } },
          audit: () => ({
            action: 'permissao.created',
            message: `Permissão ${input.name} criada`,
            userId: actor.id,
            context: {
              permissionId: input.id,
              antes: null,
              depois: { name: input.name, label: input.label },
            },
          }),
        },
      );
      return { value: await one(tx, actor, input.id), created };
    })
    .catch(uniqueName);
}

export async function updatePermissao(
  ctx: ServiceContext,
  id: string,
  input: OperationBody<'updatePermissao'>,
): Promise<Permissao> {
  const actor = requireActor(ctx);
  const tentativa = {
    action: 'permissao.refused',
    descricao: 'Alterar a permissão',
    context: { operacao: 'updatePermissao', permissionId: id, pedido: { ...input } },
  };
  const escrever = () =>
    ctx.db.transaction(async (tx) => {
      const antes = await one(tx, actor, id);
      exigir(sobrePermissao(actor, antes.name));
      if (antes.protegida && input.name !== antes.name) throw new AppError('PERMISSION_PROTECTED', PROTEGIDA);
      if (antes.name === input.name && antes.label === input.label) return antes;
      await nomeEmUso(tx, input.name, id);
      await tx
        .update(permissions)
        .set({ name: input.name, label: input.label })
        .where(eq(permissions.id, id));
      await audit(tx, {
        action: 'permissao.updated',
        message: `Permissão ${antes.name} alterada`,
        userId: actor.id,
        context: {
          permissionId: id,
          antes: { name: antes.name, label: antes.label },
          depois: { name: input.name, label: input.label },
        },
      });
      return one(tx, actor, id);
    });
  return comAutoridade(ctx, actor, tentativa, escrever).catch(uniqueName);
}

/** Deletes a permission of the administrators' own (it leaves every profile holding it). */
export function deletePermissao(ctx: ServiceContext, id: string): Promise<void> {
  return apagarCadastro(ctx, {
    carregar: async (tx) => (await select(tx, requireActor(ctx), id))[0],
    naoEncontrado: 'Permissão não encontrada.',
    action: 'permissao.deleted',
    chave: { permissionId: id },
    conferir: (_tx, antes) => {
      if (antes.protegida) throw new AppError('PERMISSION_PROTECTED', PROTEGIDA);
    },
    rastro: async (tx, antes) => {
      const held = await tx
        .select({ roleId: rolePermissions.roleId })
        .from(rolePermissions)
        .where(eq(rolePermissions.permissionId, id));
      return {
        message: `Permissão ${antes.name} excluída`,
        antes: { name: antes.name, label: antes.label, perfis: held.map((h) => h.roleId) },
      };
    },
    apagar: (tx) => tx.delete(permissions).where(eq(permissions.id, id)),
  });
}
