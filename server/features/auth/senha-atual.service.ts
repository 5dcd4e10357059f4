/**
 * The current password Meus Dados asks before a change. Whoever asks is already inside a session,
 * so wrong guesses are counted on that session and the limit ends it. They do not count toward the
 * matrícula's login lock: a stolen cookie's guesses would otherwise lock the real officer out of
 * login while the cookie itself stayed valid. The guesser cannot open another session without the
 * password, so a stolen session is worth LOGIN_MAX_FAILURES guesses and no more.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../../audit/audit';
import { verifyPassword } from '../../auth/password';
import { forgetActivity } from '../../auth/session-cache';
import { sessions } from '../../db/schema';
import { AppError } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';

/**
 * Ends the session that gave too many wrong current passwords, with its audit row (written once,
 * by whichever of the session's requests ended it), and throws the 401.
 */
async function endGuessingSession(ctx: ServiceContext, userId: string, tentativas: number): Promise<never> {
  const { sessionId } = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
      .returning({ id: sessions.id });
    if (ended.length === 0) return;
    await audit(tx, {
      level: 'WARNING',
      action: 'auth.session_ended',
      message: 'Sessão encerrada por senhas atuais erradas em Meus Dados',
      userId,
      context: { sessionId, motivo: 'senha_atual_errada', tentativas, ip: ctx.ip, userAgent: ctx.userAgent },
    });
  });
  forgetActivity(sessionId);
  throw new AppError(
    'SESSION_ENDED_WRONG_PASSWORD',
    `Sessão encerrada: a senha atual foi digitada errada ${ctx.env.LOGIN_MAX_FAILURES} vezes. Faça login novamente.`,
  );
}

/**
 * Checks the actor's current password. The attempt is counted on the session before the password
 * is checked, in one statement, so requests sent together on one session get no more passwords
 * checked than the limit; the one past it ends the session unchecked. A right one starts the count
 * over.
 */
export async function confirmCurrentPassword(
  ctx: ServiceContext,
  user: { id: string; passwordHash: string },
  password: string,
): Promise<void> {
  const { db, env } = ctx;
  const { sessionId } = requireActor(ctx);
  const [counted] = await db
    .update(sessions)
    .set({ senhaTentativas: sql`${sessions.senhaTentativas} + 1` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
    .returning({ tentativas: sessions.senhaTentativas });
  // No row: ended meanwhile by one of its own attempts sent together with this one.
  const tentativa = counted?.tentativas ?? env.LOGIN_MAX_FAILURES + 1;
  if (tentativa > env.LOGIN_MAX_FAILURES) return endGuessingSession(ctx, user.id, tentativa);

  if (await verifyPassword(user.passwordHash, password)) {
    await db.update(sessions).set({ senhaTentativas: 0 }).where(eq(sessions.id, sessionId));
    return;
  }
  await audit(db, {
    level: 'WARNING',
    action: 'auth.current_password_failed',
    message: 'Senha atual errada em Meus Dados',
    userId: user.id,
    context: { sessionId, tentativa, ip: ctx.ip, userAgent: ctx.userAgent },
  });
  if (tentativa === env.LOGIN_MAX_FAILURES) return endGuessingSession(ctx, user.id, tentativa);
  throw new AppError('CURRENT_PASSWORD_INVALID', 'A senha atual está incorreta.', [
    { path: 'current_password', message: 'A senha atual está incorreta.' },
  ]);
}
