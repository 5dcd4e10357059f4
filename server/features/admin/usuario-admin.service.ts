/**
 * What an administrator does to users (issue 14: userAdd and the 'Ver usuário' modal). Each write
 * is one transaction with its audit row, holding the before and the after. Who may do it to whom
 * (issue 39) is autoridade.ts's to say, asked under the user's lock; a refusal is a 403 with its
 * own audit row. Whether the system stays administrable is the database's to say at commit
 * (migration 0013), whatever the path.
 */
import { eq, sql } from 'drizzle-orm';
import type { OperationBody } from '../../../shared/api';
import { loadVerificadorSenha } from '../../../shared/formatos/senha';
import type { UsuarioAdmin } from '../../../shared/schemas/usuarios';
import { audit, auditRead } from '../../audit/audit';
import { administrativas, exigirConfirmacao } from '../../auth/confirmacao';
import { hashPassword } from '../../auth/password';
import type { Tx } from '../../db/client';
import { cargos, roles, unidades, userRoles, users } from '../../db/schema';
import { violouIndice } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { type Actor, type Created, requireActor, type ServiceContext } from '../../kit/context';
import { idempotencyConflict } from '../../kit/insert-once';
import {
  comAutoridade,
  direitosDosPapeis,
  direitosDosUsuarios,
  exigirSobreConta,
  exigirSobrePapel,
  type Tentativa,
} from './autoridade';
import { presentUsuarioAdmin, searchUsuariosAdmin } from './usuario-admin.view';

/** Spec §8 'New user'. */
export const MATRICULA_DUPLICADA =
  'Já existe um usuário com esta matrícula. Matrículas duplicadas não são permitidas.';

/** Refuses a guessable password with the reason, under the field that holds it. */
export async function exigirSenhaForte(password: string, doUsuario: string[], path = 'password') {
  const motivo = (await loadVerificadorSenha())(password, doUsuario);
  if (motivo) throw new AppError('UNPROCESSABLE', motivo, [{ path, message: motivo }]);
}

/** Position, unit and profile must exist: a bad id is the administrator's to fix, never a 500. */
async function conferirReferencias(tx: Tx, input: OperationBody<'updateUsuario'>): Promise<void> {
  const issues: { path: string; message: string }[] = [];
  const [cargo] = await tx.select({ id: cargos.id }).from(cargos).where(eq(cargos.id, input.cargo_id));
  if (!cargo) issues.push({ path: 'cargo_id', message: 'Cargo é obrigatório' });
  const [unidade] = await tx
    .select({ id: unidades.id })
    .from(unidades)
    .where(eq(unidades.id, input.unidade_id));
  if (!unidade) issues.push({ path: 'unidade_id', message: 'Unidade é obrigatória' });
  const [perfil] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.perfil_id));
  if (!perfil) issues.push({ path: 'perfil_id', message: 'Perfil é obrigatório' });
  if (issues.length > 0) {
    throw new AppError('UNPROCESSABLE', issues.map((issue) => issue.message).join('\n'), issues);
  }
}

/** What the audit row keeps of a user, before and after a change: never the password. */
function rastro(usuario: UsuarioAdmin) {
  return {
    matricula: usuario.matricula,
    nome: usuario.name,
    cargo: usuario.cargo,
    unidade: usuario.unidade,
    perfis: usuario.perfis,
    ativo: usuario.ativo,
    bloqueado: usuario.bloqueado,
    senha_temporaria: usuario.senha_temporaria,
  };
}

/** 'Ver usuário': a look at a colleague's record is on the log like every other read. */
export async function verUsuario(ctx: ServiceContext, userId: string): Promise<UsuarioAdmin> {
  const actor = requireActor(ctx);
  const usuario = await presentUsuarioAdmin(ctx.db, actor, userId);
  await auditRead(ctx.db, {
    action: 'user.read',
    message: `Usuário ${usuario.matricula} consultado`,
    userId: actor.id,
    context: { targetUserId: userId },
  });
  return usuario;
}

/**
 * 'Encontrar usuário': the colleagues it shows are the records 'Ver usuário' shows, so the list is
 * on the log as each look is — who was shown, not what was typed (as the people search keeps it).
 */
export async function encontrarUsuarios(
  ctx: ServiceContext,
  termo: { matricula: string } | { nome: string },
): Promise<UsuarioAdmin[]> {
  const actor = requireActor(ctx);
  const encontrados = await searchUsuariosAdmin(ctx, termo);
  await auditRead(ctx.db, {
    action: 'user.search',
    message: `Pesquisa de usuários: ${encontrados.length} resultado(s)`,
    userId: actor.id,
    context: { filtro: 'matricula' in termo ? 'matricula' : 'nome', userIds: encontrados.map((u) => u.id) },
  });
  return encontrados;
}

/** A create sent again (a lost answer) matches the stored user; the password is not compared. */
function mesmoUsuario(stored: UsuarioAdmin, input: OperationBody<'createUsuario'>): boolean {
  return (
    stored.matricula === input.matricula &&
    stored.name === input.nome &&
    stored.cargo?.id === input.cargo_id &&
    stored.unidade?.id === input.unidade_id &&
    stored.perfis.length === 1 &&
    stored.perfis[0]?.id === input.perfil_id
  );
}

export async function createUsuario(
  ctx: ServiceContext,
  input: OperationBody<'createUsuario'>,
): Promise<Created<UsuarioAdmin>> {
  const actor = requireActor(ctx);
  const [existente] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, input.id));
  if (existente) {
    const stored = await presentUsuarioAdmin(ctx.db, actor, input.id);
    if (!mesmoUsuario(stored, input)) throw idempotencyConflict();
    return { value: stored, created: false };
  }
  const direitos = (await direitosDosPapeis(ctx.db, [input.perfil_id])).get(input.perfil_id) ?? [];
  if (administrativas(direitos)) await exigirConfirmacao(ctx, 'Dar direitos de administração');
  const tentativa: Tentativa = {
    action: 'user.refused',
    descricao: `Cadastrar o usuário ${input.matricula}`,
    context: { operacao: 'createUsuario', targetUserId: input.id, roleId: input.perfil_id },
  };
  try {
    return await comAutoridade(ctx, actor, tentativa, () => inserir(ctx, actor, input));
  } catch (error) {
    if (violouIndice(error, 'users_matricula_unique')) {
      throw new AppError('DUPLICATE_MATRICULA', MATRICULA_DUPLICADA, [
        { path: 'matricula', message: MATRICULA_DUPLICADA },
      ]);
    }
    // The same create raced with itself: answer as the repeat it is.
    if (violouIndice(error, 'users_pkey')) return createUsuario(ctx, input);
    throw error;
  }
}

/**
 * The new user with the one profile, given only if it holds no right the creator lacks; the
 * password is weighed after that, so a refusal never depends on what was typed.
 */
function inserir(
  ctx: ServiceContext,
  actor: Actor,
  input: OperationBody<'createUsuario'>,
): Promise<Created<UsuarioAdmin>> {
  return ctx.db.transaction(async (tx) => {
    await conferirReferencias(tx, input);
    await exigirSobrePapel(tx, actor, input.perfil_id);
    await exigirSenhaForte(input.password, [input.matricula, input.nome]);
    const passwordHash = await hashPassword(input.password);
    await tx.insert(users).values({
      id: input.id,
      matricula: input.matricula,
      name: input.nome,
      passwordHash,
      cargoId: input.cargo_id,
      unidadeId: input.unidade_id,
    });
    await tx.insert(userRoles).values({ userId: input.id, roleId: input.perfil_id });
    const depois = await presentUsuarioAdmin(tx, actor, input.id);
    await audit(tx, {
      action: 'user.created',
      message: `Usuário ${input.matricula} cadastrado`,
      userId: actor.id,
      context: { targetUserId: input.id, antes: null, depois: rastro(depois) },
    });
    return { value: depois, created: true };
  });
}

interface Acao {
  action: string;
  message: string;
  /** What is tried, as a refusal's audit row names it. */
  tentativa: string;
  /** What the request asked for, kept by a refusal's audit row. */
  pedido?: Record<string, unknown>;
}

/**
 * One change of a user in a transaction with its audit row (before and after), by someone who
 * holds every right the user holds and is not the user; the user's sessions are forgotten by this
 * server afterwards, so a new profile counts at the next request.
 */
export function alterar(
  ctx: ServiceContext,
  userId: string,
  acao: Acao,
  change: (tx: Tx, antes: UsuarioAdmin, actor: Actor) => Promise<void>,
): Promise<UsuarioAdmin> {
  const actor = requireActor(ctx);
  const tentativa: Tentativa = {
    action: 'user.refused',
    descricao: acao.tentativa,
    context: { operacao: acao.action, targetUserId: userId, pedido: acao.pedido ?? null },
  };
  return comAutoridade(ctx, actor, tentativa, () =>
    ctx.db.transaction(async (tx) => {
      // Locks the user's row: two administrators acting on one user at once are judged in turn.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const antes = await presentUsuarioAdmin(tx, actor, userId);
      await exigirSobreConta(tx, actor, userId);
      await change(tx, antes, actor);
      const depois = await presentUsuarioAdmin(tx, actor, userId);
      await audit(tx, {
        action: acao.action,
        message: `${acao.message}: ${antes.matricula}`,
        userId: actor.id,
        context: { targetUserId: userId, antes: rastro(antes), depois: rastro(depois) },
      });
      return depois;
    }),
  );
}

/** Whether the new profile gives or takes an administration right the user's profiles give now. */
async function mudaAdministracao(ctx: ServiceContext, userId: string, perfilId: string): Promise<boolean> {
  const [doUsuario, doPerfil] = await Promise.all([
    direitosDosUsuarios(ctx.db, [userId]),
    direitosDosPapeis(ctx.db, [perfilId]),
  ]);
  const antes = [...(doUsuario.get(userId) ?? [])].filter((p) => administrativas([p]));
  const depois = [...(doPerfil.get(perfilId) ?? [])].filter((p) => administrativas([p]));
  return antes.length !== depois.length || antes.some((p) => !depois.includes(p));
}

export async function updateUsuario(
  ctx: ServiceContext,
  userId: string,
  input: OperationBody<'updateUsuario'>,
) {
  if (await mudaAdministracao(ctx, userId, input.perfil_id)) {
    await exigirConfirmacao(ctx, 'Dar ou retirar direitos de administração');
  }
  return alterar(
    ctx,
    userId,
    {
      action: 'user.updated',
      message: 'Perfil, unidade e cargo alterados',
      tentativa: 'Alterar perfil, unidade e cargo',
      pedido: { ...input },
    },
    async (tx, _antes, actor) => {
      await conferirReferencias(tx, input);
      await exigirSobrePapel(tx, actor, input.perfil_id);
      await tx
        .update(users)
        .set({ cargoId: input.cargo_id, unidadeId: input.unidade_id, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      // Exactly one profile (spec §5): the new one replaces whatever the user held.
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      await tx.insert(userRoles).values({ userId, roleId: input.perfil_id });
    },
  );
}
