/**
 * Authority over accounts and profiles (issue 39: nobody grows their own rights). An administrator
 * grants, assigns or acts on only what they hold themselves: no profile holding a right they lack,
 * no account holding one; nobody changes their own account through the panel; and no change may
 * leave the system without an active holder of each administration permission. Every user and
 * profile write asks here, and the policies the admin screens read are judged by the same
 * functions, so that what a screen offers and what the server accepts never disagree.
 *
 * A right is one of the eight permissions the code checks (shared/permissions.ts), taken from the
 * actor's session, read from the database at this request. A permission the administrators created
 * is a name nothing checks (the session drops it): it grants nothing, so it is not weighed.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  isPermission,
  PERMISSION_LABELS,
  PERMISSIONS,
  PERMISSOES_DE_ADMINISTRACAO,
  type Permission,
} from '../../../shared/permissions';
import type { PoliticaAdmin } from '../../../shared/schemas/politica-admin';
import { audit } from '../../audit/audit';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, userRoles, users } from '../../db/schema';
import { recusaDoAdministravel } from '../../db/sistema-administravel';
import { AppError } from '../../errors';
import type { Actor, ServiceContext } from '../../kit/context';

const PROPRIA_CONTA =
  'Ninguém altera a própria conta pelo painel: perfil, unidade, cargo, situação e senha temporária da sua conta são mudados por outra pessoa com a permissão Gerenciar usuários. A sua senha, troque em Meus Dados.';

type Direitos = ReadonlySet<Permission>;

/** Why the actor may not do it: the code the client sees, the reason in Portuguese, the rights at stake. */
export interface Impedimento {
  code: 'RIGHTS_NOT_HELD' | 'OWN_ACCOUNT' | 'SISTEMA_SEM_ADMINISTRADOR';
  motivo: string;
  permissoes: Permission[];
}

export const rotulos = (lista: Permission[]) => lista.map((p) => PERMISSION_LABELS[p]).join(', ');

/** The rights among these the actor lacks, in the spec's order. */
export function faltando(actor: Actor, direitos: Direitos): Permission[] {
  return PERMISSIONS.filter((p) => direitos.has(p) && !actor.permissions.has(p));
}

function direitosDe(nomes: Iterable<string>): Set<Permission> {
  return new Set([...nomes].filter(isPermission));
}

function porChave(chaves: string[], linhas: { chave: string; name: string }[]): Map<string, Direitos> {
  return new Map(
    chaves.map((chave) => [chave, direitosDe(linhas.filter((l) => l.chave === chave).map((l) => l.name))]),
  );
}

/** The rights each of these users holds, through all of their profiles. */
export async function direitosDosUsuarios(db: DbOrTx, userIds: string[]): Promise<Map<string, Direitos>> {
  if (userIds.length === 0) return new Map();
  const linhas = await db
    .select({ chave: userRoles.userId, name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(userRoles.userId, userIds));
  return porChave(userIds, linhas);
}

/** The rights each of these profiles gives. */
export async function direitosDosPapeis(db: DbOrTx, roleIds: string[]): Promise<Map<string, Direitos>> {
  if (roleIds.length === 0) return new Map();
  const linhas = await db
    .select({ chave: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  return porChave(roleIds, linhas);
}

/** Acting on an account (its profile, unit, position, state, lock, password). */
export function sobreConta(actor: Actor, userId: string, direitos: Direitos): Impedimento | null {
  if (userId === actor.id) return { code: 'OWN_ACCOUNT', motivo: PROPRIA_CONTA, permissoes: [] };
  const faltam = faltando(actor, direitos);
  if (faltam.length === 0) return null;
  return {
    code: 'RIGHTS_NOT_HELD',
    motivo: `Esta conta tem permissões que você não tem (${rotulos(faltam)}): só quem as tem pode alterá-la.`,
    permissoes: faltam,
  };
}

/** Giving a profile to a user, or changing or deleting the profile itself. */
export function sobrePapel(actor: Actor, direitos: Direitos): Impedimento | null {
  const faltam = faltando(actor, direitos);
  if (faltam.length === 0) return null;
  return {
    code: 'RIGHTS_NOT_HELD',
    motivo: `Este perfil tem permissões que você não tem (${rotulos(faltam)}): só quem as tem pode atribuí-lo ou alterá-lo.`,
    permissoes: faltam,
  };
}

/** Giving a permission to a profile, or changing the permission's label. */
export function sobrePermissao(actor: Actor, name: string): Impedimento | null {
  if (!isPermission(name) || actor.permissions.has(name)) return null;
  return {
    code: 'RIGHTS_NOT_HELD',
    motivo: `Você não tem a permissão ${PERMISSION_LABELS[name]}: só quem a tem pode atribuí-la ou alterá-la.`,
    permissoes: [name],
  };
}

/**
 * Taking these permissions away from a profile: refused for an administration permission no
 * active user would then hold through another profile (the database guard would refuse it at
 * commit; asked first, the screen can say so before anyone taps).
 */
export async function semOutroDetentor(
  db: DbOrTx,
  roleId: string,
  nomes: string[],
): Promise<Map<string, Impedimento>> {
  const emJogo = PERMISSOES_DE_ADMINISTRACAO.filter((p) => nomes.includes(p));
  if (emJogo.length === 0) return new Map();
  const outros = await db
    .selectDistinct({ name: permissions.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(users.active, true), ne(userRoles.roleId, roleId), inArray(permissions.name, emJogo)));
  const mantidas = new Set(outros.map((o) => o.name));
  return new Map(
    emJogo
      .filter((p) => !mantidas.has(p))
      .map((p) => [
        p,
        {
          code: 'SISTEMA_SEM_ADMINISTRADOR',
          motivo: `Nenhum outro usuário ativo tem a permissão ${PERMISSION_LABELS[p]}: dê a alguém antes de tirá-la deste perfil, ou o sistema ficaria sem quem o administre.`,
          permissoes: [p],
        },
      ]),
  );
}

const PODE: PoliticaAdmin = { pode_alterar: true, motivo: null };

/** What a screen reads: whether the actor may, and why not. */
export function politica(impedimento: Impedimento | null): PoliticaAdmin {
  return impedimento ? { pode_alterar: false, motivo: impedimento.motivo } : PODE;
}

/** A refusal of authority: the 403 the client sees, and the rights at stake for its audit row. */
class Recusa extends AppError {
  constructor(readonly impedimento: Impedimento) {
    super(impedimento.code, impedimento.motivo);
  }
}

export function exigir(impedimento: Impedimento | null): void {
  if (impedimento) throw new Recusa(impedimento);
}

export async function exigirSobreConta(db: DbOrTx, actor: Actor, userId: string): Promise<void> {
  const direitos = await direitosDosUsuarios(db, [userId]);
  exigir(sobreConta(actor, userId, direitos.get(userId) ?? new Set()));
}

export async function exigirSobrePapel(db: DbOrTx, actor: Actor, roleId: string): Promise<void> {
  const direitos = await direitosDosPapeis(db, [roleId]);
  exigir(sobrePapel(actor, direitos.get(roleId) ?? new Set()));
}

/** The guard's refusal at commit, in the administrators' words. */
function doBanco(error: unknown): Impedimento | null {
  const mensagem = recusaDoAdministravel(error);
  if (mensagem === null) return null;
  const nomes = [...mensagem.matchAll(/[a-z_]+/g)].map(([nome]) => nome).filter(isPermission);
  return {
    code: 'SISTEMA_SEM_ADMINISTRADOR',
    motivo: `A alteração deixaria o sistema sem nenhum usuário ativo com a permissão ${rotulos(nomes)}.`,
    permissoes: nomes,
  };
}

export interface Tentativa {
  /** 'user.refused', 'perfil.refused', 'permissao.refused'. */
  action: string;
  /** What was tried, as the log names it ('Definir senha temporária'). */
  descricao: string;
  /** The operation and what it named (target, profile, permission, the request's values). */
  context: Record<string, unknown>;
}

/**
 * Runs a write of the admin area. A refusal of authority, asked here or the database guard's at
 * commit, rolls the write back and goes on the log in a transaction of its own (a row written
 * inside the write's would be lost with it), then reaches the client as a 403.
 */
export async function comAutoridade<T>(
  ctx: ServiceContext,
  actor: Actor,
  tentativa: Tentativa,
  escrever: () => Promise<T>,
): Promise<T> {
  try {
    return await escrever();
  } catch (error) {
    const impedimento = error instanceof Recusa ? error.impedimento : doBanco(error);
    if (!impedimento) throw error;
    await audit(ctx.db, {
      level: 'WARNING',
      action: tentativa.action,
      message: `Recusado (${tentativa.descricao}): ${impedimento.motivo}`,
      userId: actor.id,
      context: { ...tentativa.context, code: impedimento.code, permissoes: impedimento.permissoes },
    });
    throw error instanceof Recusa ? error : new Recusa(impedimento);
  }
}
