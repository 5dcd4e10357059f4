/**
 * Administrators prove it twice (issue 43): granting or removing administration rights, disabling
 * a user, setting a temporary password and reading the system log ask for a passkey touch on this
 * session within PASSKEY_CONFIRMACAO_MINUTOS. The server decides, from the database (any node): the
 * session's last touch and whether the administrator has a passkey at all. PASSKEY_CONFIRMACAO_ADMIN
 * says whom it applies to (docs/decisions.md, issue 43).
 */
import { count, eq } from 'drizzle-orm';
import { PERMISSOES_DE_ADMINISTRACAO } from '../../shared/permissions';
import type { DbOrTx } from '../db/client';
import { passkeys, sessions } from '../db/schema';
import { AppError } from '../errors';
import { type Actor, requireActor, type ServiceContext } from '../kit/context';

export function ehAdministrador(actor: Actor): boolean {
  return PERMISSOES_DE_ADMINISTRACAO.some((p) => actor.permissions.has(p));
}

/** Whether any of these is an administration permission (granting or removing it asks for the step-up). */
export function administrativas(nomes: Iterable<string>): boolean {
  return [...nomes].some((nome) => (PERMISSOES_DE_ADMINISTRACAO as readonly string[]).includes(nome));
}

export async function contarPasskeys(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** Whether the act needs a touch it does not have: none needed, or the code to answer with. */
async function falta(
  ctx: ServiceContext,
  actor: Actor,
): Promise<'PASSKEY_NECESSARIA' | 'CONFIRMACAO_NECESSARIA' | null> {
  const modo = ctx.env.PASSKEY_CONFIRMACAO_ADMIN;
  if (modo === 'desligada') return null;
  const temPasskey = (await contarPasskeys(ctx.db, actor.id)) > 0;
  if (!temPasskey) return modo === 'todos' ? 'PASSKEY_NECESSARIA' : null;
  const [sessao] = await ctx.db
    .select({ confirmadaEm: sessions.confirmadaEm })
    .from(sessions)
    .where(eq(sessions.id, actor.sessionId));
  const desde = ctx.now().getTime() - ctx.env.PASSKEY_CONFIRMACAO_MINUTOS * 60_000;
  return sessao?.confirmadaEm && sessao.confirmadaEm.getTime() > desde ? null : 'CONFIRMACAO_NECESSARIA';
}

/** Refuses the act (what it is, in the message) until the session has a fresh passkey touch. */
export async function exigirConfirmacao(ctx: ServiceContext, ato: string): Promise<void> {
  const codigo = await falta(ctx, requireActor(ctx));
  if (codigo === 'PASSKEY_NECESSARIA') {
    throw new AppError(
      'PASSKEY_NECESSARIA',
      `${ato} pede a confirmação com uma passkey: cadastre a deste aparelho em Meus Dados.`,
    );
  }
  if (codigo === 'CONFIRMACAO_NECESSARIA') {
    throw new AppError('CONFIRMACAO_NECESSARIA', `${ato} pede a confirmação com a sua passkey (digital).`);
  }
}

/**
 * An administrator holding a passkey touches one before adding or removing any, or changing the
 * password: otherwise the password alone would undo the step-up. True when the touch was asked
 * (and so given).
 */
export async function exigirToqueDoAdministrador(ctx: ServiceContext, ato: string): Promise<boolean> {
  const actor = requireActor(ctx);
  if (!ehAdministrador(actor) || (await contarPasskeys(ctx.db, actor.id)) === 0) return false;
  await exigirConfirmacao(ctx, ato);
  return true;
}
