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
import { eq, isNotNull } from 'drizzle-orm';
import { PERMISSIONS, type Permission } from '../../../shared/permissions';
import type { PoliticaAdmin } from '../../../shared/schemas/politica-admin';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../kit/context';
import {
  type Direitos,
  direitosDosUsuarios,
  exigir,
  faltando,
  type Impedimento,
  politica,
  rotulos,
} from './autoridade';

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

const SEM_GESTAO: PoliticaAdmin = { pode_alterar: false, motivo: 'Você não tem permissão para esta ação.' };

/** Whether the actor may change a cargo or unit these accounts hold (their rights by user id). */
export function sobreTitulares(
  actor: Actor,
  tipo: Titularidade,
  titulares: ReadonlyMap<string, Direitos>,
): Impedimento | null {
  if (tipo === 'cargo' && titulares.has(actor.id)) {
    return { code: 'OWN_ACCOUNT', motivo: PROPRIO_CARGO, permissoes: [] };
  }
  const faltam = new Set<Permission>();
  for (const direitos of titulares.values()) for (const p of faltando(actor, direitos)) faltam.add(p);
  if (faltam.size === 0) return null;
  const permissoes = PERMISSIONS.filter((p) => faltam.has(p));
  return { code: 'RIGHTS_NOT_HELD', motivo: ALHEIO[tipo](rotulos(permissoes)), permissoes };
}

/** The accounts holding each cargo or unit, with their rights. */
async function titularesPorChave(db: DbOrTx, tipo: Titularidade, chave?: string | number) {
  const coluna = COLUNA[tipo];
  const linhas = await db
    .select({ userId: users.id, chave: coluna })
    .from(users)
    .where(chave === undefined ? isNotNull(coluna) : eq(coluna, chave));
  const direitos = await direitosDosUsuarios(
    db,
    linhas.map((l) => l.userId),
  );
  const porChave = new Map<string | number, Map<string, Direitos>>();
  for (const { userId, chave: de } of linhas) {
    if (de === null) continue;
    const titulares = porChave.get(de) ?? new Map<string, Direitos>();
    titulares.set(userId, direitos.get(userId) ?? new Set());
    porChave.set(de, titulares);
  }
  return porChave;
}

/** Refuses the change of a cargo or unit the actor may not act on for one of its holders. */
export async function exigirSobreTitulares(
  db: DbOrTx,
  actor: Actor,
  tipo: Titularidade,
  chave: string | number,
): Promise<void> {
  const titulares = (await titularesPorChave(db, tipo, chave)).get(chave) ?? new Map();
  exigir(sobreTitulares(actor, tipo, titulares));
}

/** What the actor may do with each cargo or unit of a list, judged as the write will judge it. */
export async function politicasDosTitulares(
  db: DbOrTx,
  actor: Actor,
  tipo: Titularidade,
): Promise<(chave: string | number) => PoliticaAdmin> {
  if (!actor.permissions.has('gerenciar_usuarios')) return () => SEM_GESTAO;
  const porChave = await titularesPorChave(db, tipo);
  return (chave) => politica(sobreTitulares(actor, tipo, porChave.get(chave) ?? new Map()));
}
