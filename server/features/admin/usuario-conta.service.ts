/**
 * What an administrator does to a user's account, beside the record (usuario-admin.service.ts):
 * disable or enable it, unlock it, give it a temporary password. Each goes through `alterar`: one
 * transaction with its audit row, by someone with authority over the user.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { exigirConfirmacao } from '../../auth/confirmacao';
import { removerPasskeysPelaSenha } from '../../auth/passkeys-da-senha';
import { hashPassword } from '../../auth/password';
import type { Tx } from '../../db/client';
import { loginFalhas, sessions, users } from '../../db/schema';
import type { ServiceContext } from '../../kit/context';
import { alterar, exigirSenhaForte } from './usuario-admin.service';

/** Ends every open session of a user; the server's memory forgets them after the commit. */
async function encerrarSessoes(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

export async function setUsuarioAtivo(ctx: ServiceContext, userId: string, ativo: boolean) {
  if (!ativo) await exigirConfirmacao(ctx, 'Desativar um usuário');
  const acao = ativo
    ? { action: 'user.enabled', message: 'Usuário reativado', tentativa: 'Reativar o usuário' }
    : { action: 'user.disabled', message: 'Usuário desativado', tentativa: 'Desativar o usuário' };
  return alterar(ctx, userId, acao, async (tx) => {
    await tx.update(users).set({ active: ativo, updatedAt: sql`now()` }).where(eq(users.id, userId));
    // A disabled user's open sessions end now; the next request of any of them gets a 401.
    if (!ativo) await encerrarSessoes(tx, userId);
  });
}

export function unlockUsuario(ctx: ServiceContext, userId: string) {
  return alterar(
    ctx,
    userId,
    { action: 'user.unlocked', message: 'Conta desbloqueada', tentativa: 'Desbloquear a conta' },
    async (tx, antes) => {
      await tx.delete(loginFalhas).where(eq(loginFalhas.matricula, antes.matricula));
    },
  );
}

/**
 * A new password the user must change at the next login (must_change_password): until then the
 * server answers only Meus Dados. The user's sessions end, since the old password no longer holds,
 * and their passkeys with them (passkeys-da-senha.ts).
 * The password is weighed after the authority check, so a refusal never depends on what was typed.
 */
export async function setSenhaTemporaria(ctx: ServiceContext, userId: string, password: string) {
  await exigirConfirmacao(ctx, 'Definir uma senha temporária');
  const acao = {
    action: 'user.temporary_password',
    message: 'Senha temporária definida',
    tentativa: 'Definir senha temporária',
  };
  return alterar(ctx, userId, acao, async (tx, antes, actor) => {
    await exigirSenhaForte(password, [antes.matricula, antes.name]);
    const passwordHash = await hashPassword(password);
    // A new password given by hand also lifts a lock the old one earned.
    await tx.delete(loginFalhas).where(eq(loginFalhas.matricula, antes.matricula));
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await encerrarSessoes(tx, userId);
    const autor = { userId: actor.id, sessionId: actor.sessionId, ip: ctx.ip };
    await removerPasskeysPelaSenha(tx, { userId, motivo: 'senha_temporaria' }, autor);
  });
}
