/**
 * Authority over a position (cargo) or a unit, through the accounts that hold it (issue 39's rule,
 * carried to what an account points to). A cargo's name says who is a case's delegate, who may
 * receive a shared case and who signs a summons as delegate; a unit's name, address and SRPC head
 * the papers of everyone posted there. Changing one changes what each holder's account says: it is
 * acting on each holder, refused to whoever lacks a right one of them holds. And nobody renames
 * their own cargo, as nobody changes their own account through the panel: a name with "delegado"
 * in it signs summons. One's own unit stays open to its officers' manager (its phone, its Wi-Fi):
 * it grants nothing, and a unit may have no one else to keep it.
 */
import { eq, isNotNull, sql } from 'drizzle-orm';
import { isPermission, type Permission } from '../../../shared/permissions';
import type { PoliticaAdmin } from '../../../shared/schemas/politica-admin';
import { SEM_PERMISSAO } from '../../auth/access';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, userRoles, users } from '../../db/schema';
import type { Actor } from '../../kit/context';
import { exigir, faltando, type Impedimento, politica, rotulos } from './autoridade';

export type Titularidade = 'cargo' | 'unidade';

const COLUNA = { cargo: users.cargoId, unidade: users.unidadeId } as const;

const PROPRIO_CARGO =
  'Este é o seu cargo: ninguém altera o que a própria conta diz pelo painel. Peça a outra pessoa com a permissão Gerenciar usuários.';

const ALHEIO: Record<Titularidade, (rotulo: string) => string> = {
  cargo: (r) =>
    `Este cargo é de contas com permissões que você não tem (${r}): só quem as tem pode alterá-lo.`,
  unidade: (r) =>
    `Esta unidade é de contas com permissões que você não tem (${r}): só quem as tem pode alterá-la.`,
};

const SEM_GESTAO: PoliticaAdmin = { pode_alterar: false, motivo: SEM_PERMISSAO };

/** The accounts holding a cargo or unit, as the rule weighs them: all their rights, and whether the actor is one. */
interface Titulares {
  direitos: Set<Permission>;
  doActor: boolean;
}

/** Whether the actor may change a cargo or unit so held. */
export function sobreTitulares(actor: Actor, tipo: Titularidade, titulares: Titulares): Impedimento | null {
  if (tipo === 'cargo' && titulares.doActor) {
    return { code: 'OWN_ACCOUNT', motivo: PROPRIO_CARGO, permissoes: [] };
  }
  const permissoes = faltando(actor, titulares.direitos);
  if (permissoes.length === 0) return null;
  return { code: 'RIGHTS_NOT_HELD', motivo: ALHEIO[tipo](rotulos(permissoes)), permissoes };
}

/**
 * The holders of each cargo or unit (or of one), summed up by the database: at most eight rows a
 * key, whatever the number of accounts, as every manager's list asks it.
 */
async function titularesPorChave(db: DbOrTx, actor: Actor, tipo: Titularidade, chave?: string | number) {
  const coluna = COLUNA[tipo];
  const linhas = await db
    .select({
      chave: coluna,
      name: permissions.name,
      doActor: sql<boolean>`bool_or(${users.id} = ${actor.id})`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(chave === undefined ? isNotNull(coluna) : eq(coluna, chave))
    .groupBy(coluna, permissions.name);
  const porChave = new Map<string | number, Titulares>();
  for (const { chave: de, name, doActor } of linhas) {
    if (de === null) continue;
    const titulares = porChave.get(de) ?? { direitos: new Set<Permission>(), doActor: false };
    if (name !== null && isPermission(name)) titulares.direitos.add(name);
    titulares.doActor ||= doActor;
    porChave.set(de, titulares);
  }
  return porChave;
}

const NINGUEM: Titulares = { direitos: new Set(), doActor: false };

/** Refuses the change of a cargo or unit the actor may not act on for one of its holders. */
export async function exigirSobreTitulares(
  db: DbOrTx,
  actor: Actor,
  tipo: Titularidade,
  chave: string | number,
): Promise<void> {
  const titulares = (await titularesPorChave(db, actor, tipo, chave)).get(chave) ?? NINGUEM;
  exigir(sobreTitulares(actor, tipo, titulares));
}

/** What the actor may do with each cargo or unit of a list, judged as the write will judge it. */
export async function politicasDosTitulares(
  db: DbOrTx,
  actor: Actor,
  tipo: Titularidade,
): Promise<(chave: string | number) => PoliticaAdmin> {
  if (!actor.permissions.has('gerenciar_usuarios')) return () => SEM_GESTAO;
  const porChave = await titularesPorChave(db, actor, tipo);
  return (chave) => politica(sobreTitulares(actor, tipo, porChave.get(chave) ?? NINGUEM));
}
