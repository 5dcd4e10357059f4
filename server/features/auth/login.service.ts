/**
 * Login and its defence against guessing (CJIS AC-7): wrong passwords are counted per matrícula
 * in a window; at the limit the matrícula is locked for a while, or until an administrator unlocks
 * it. An attempt is counted before its password is checked, so a burst gets no more checked than
 * the limit. Every path does the same work — one attempt counted or refused, one user read, one
 * argon2 check — so neither status, body nor time tells a known matrícula from an unknown one.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { LoginRequest, SessionUser } from '../../../shared/schemas/auth';
import { audit } from '../../audit/audit';
import { verifyAgainstDummy, verifyPassword } from '../../auth/password';
import { hashToken, newSessionToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { loginFalhas, sessions, users } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import type { ServiceContext } from '../../kit/context';
import { loadSessionUser } from './user-view';

const INVALID_CREDENTIALS = 'Matrícula ou senha inválidas.';

export function lockedMessage(env: Env): string {
  return `Conta bloqueada após tentativas de login sem sucesso. Tente novamente em ${env.LOGIN_LOCK_MINUTES} minutos ou procure um administrador.`;
}

export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/** Who tried, as the audit rows keep it; a passkey's attempt says so (issue 43). */
export type Who = {
  matricula: string;
  ip: string;
  userAgent: string | null;
  via?: 'passkey';
  passkeyId?: string;
  motivo?: string;
};

/**
 * Takes one of the matrícula's attempts before its password is checked, in one statement: the row
 * lock of the upsert orders every node's attempts at one matrícula, so no more passwords are ever
 * checked than LOGIN_MAX_FAILURES allows, however many arrive at once. An attempt still being
 * checked holds its place beside the wrong ones (it may be one). After a lock ends, within its
 * window, the attempts go one at a time, since a wrong one locks again at once; a window gone by
 * starts the count over. False when locked, or when every attempt left is being checked.
 */
export async function reserveAttempt(db: Db, env: Env, matricula: string): Promise<boolean> {
  const within = sql`${loginFalhas.janelaInicio} > now() - make_interval(mins => ${env.LOGIN_FAILURE_WINDOW_MINUTES})`;
  const reserved = await db
    .insert(loginFalhas)
    .values({ matricula, falhas: 0, emAvaliacao: 1 })
    .onConflictDoUpdate({
      target: loginFalhas.matricula,
      set: {
        falhas: sql`CASE WHEN ${within} THEN ${loginFalhas.falhas} ELSE 0 END`,
        emAvaliacao: sql`CASE WHEN ${within} THEN ${loginFalhas.emAvaliacao} + 1 ELSE 1 END`,
        janelaInicio: sql`CASE WHEN ${within} THEN ${loginFalhas.janelaInicio} ELSE now() END`,
      },
      setWhere: sql`coalesce(${loginFalhas.bloqueadaAte} <= now(), true) AND (NOT ${within}
        OR ${loginFalhas.emAvaliacao} < greatest(${env.LOGIN_MAX_FAILURES} - ${loginFalhas.falhas}, 1))`,
    })
    .returning({ matricula: loginFalhas.matricula });
  return reserved.length > 0;
}

/**
 * A checked attempt leaves the ones being checked; `falhas` is what its outcome makes it: one more
 * for a wrong password, none after a login, as it was for a disabled user's right password.
 */
export const releaseAttempt = (falhas: SQL | number = sql`${loginFalhas.falhas}`) => ({
  falhas,
  emAvaliacao: sql`greatest(${loginFalhas.emAvaliacao} - 1, 0)`,
});

/**
 * The attempt was checked and the password was wrong: it becomes a wrong one; the limit locks the
 * matrícula. True when this one locked it.
 */
export async function recordFailure(db: Db, env: Env, userId: string | null, who: Who): Promise<boolean> {
  return db.transaction(async (tx) => {
    // An upsert, not an update: an administrator may have unlocked the matrícula meanwhile.
    const [row] = await tx
      .insert(loginFalhas)
      .values({ matricula: who.matricula, falhas: 1 })
      .onConflictDoUpdate({
        target: loginFalhas.matricula,
        set: releaseAttempt(sql`${loginFalhas.falhas} + 1`),
      })
      .returning({ falhas: loginFalhas.falhas });
    const failures = row?.falhas ?? 0;
    const locks = failures >= env.LOGIN_MAX_FAILURES;
    if (locks) {
      await tx
        .update(loginFalhas)
        .set({ bloqueadaAte: sql`now() + make_interval(mins => ${env.LOGIN_LOCK_MINUTES})` })
        .where(eq(loginFalhas.matricula, who.matricula));
    }
    await audit(tx, {
      level: 'WARNING',
      action: locks ? 'auth.account_locked' : 'auth.login_failed',
      message: locks ? 'Matrícula bloqueada por excesso de senhas erradas' : 'Login sem sucesso',
      userId,
      context: { ...who, failures, conhecida: userId !== null },
    });
    return locks;
  });
}

/**
 * The session of a login, with its audit row. A passkey login (issue 43) names its passkey and
 * counts as the session's first touch: the step-up of the administration acts starts from it.
 */
export async function openSession(
  ctx: ServiceContext,
  userId: string,
  who: Who,
  passkeyId?: string,
): Promise<LoginResult> {
  const token = newSessionToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.env.SESSION_MAX_HOURS * 3_600_000);
  const sessionUser = await ctx.db.transaction(async (tx) => {
    // The wrong ones are forgotten; attempts still being checked keep their places.
    await tx.update(loginFalhas).set(releaseAttempt(0)).where(eq(loginFalhas.matricula, who.matricula));
    const [session] = await tx
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId,
        expiresAt,
        lastSeenAt: now,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        confirmadaEm: passkeyId ? now : null,
      })
      .returning({ id: sessions.id });
    await audit(tx, {
      action: 'auth.login',
      message: 'Login realizado',
      userId,
      context: { ...who, sessionId: session?.id, ...(passkeyId ? { passkeyId } : {}) },
    });
    return loadSessionUser(tx, userId);
  });
  if (!sessionUser) throw new AppError('INTERNAL', 'Usuário não encontrado após o login.');
  return { user: sessionUser, token, expiresAt };
}

/**
 * One argon2 check whatever happens: against the user's hash only when an attempt was reserved for
 * it, otherwise against the dummy (an unknown matrícula, a locked one), in the same time.
 */
async function checkPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash !== null) return verifyPassword(hash, password);
  await verifyAgainstDummy(password);
  return false;
}

export async function login(ctx: ServiceContext, input: LoginRequest): Promise<LoginResult> {
  const { db, env } = ctx;
  const who: Who = { matricula: input.matricula, ip: ctx.ip, userAgent: ctx.userAgent };
  const reserved = await reserveAttempt(db, env, input.matricula);
  const [user] = await db.select().from(users).where(eq(users.matricula, input.matricula));
  const passwordOk = await checkPassword(reserved ? (user?.passwordHash ?? null) : null, input.password);

  if (!reserved) {
    await audit(db, {
      level: 'WARNING',
      action: 'auth.login_locked',
      message: 'Tentativa de login em matrícula bloqueada',
      userId: user?.id ?? null,
      context: { ...who, conhecida: user !== undefined },
    });
    throw new AppError('ACCOUNT_LOCKED', lockedMessage(env));
  }
  if (!user || !passwordOk) {
    // The attempt that locks the matrícula says so at once, rather than at the next try.
    if (await recordFailure(db, env, user?.id ?? null, who))
      throw new AppError('ACCOUNT_LOCKED', lockedMessage(env));
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  if (!user.active) {
    await db.transaction(async (tx) => {
      await tx.update(loginFalhas).set(releaseAttempt()).where(eq(loginFalhas.matricula, who.matricula));
      await audit(tx, {
        level: 'WARNING',
        action: 'auth.login_disabled',
        message: 'Login de usuário desativado',
        userId: user.id,
        context: who,
      });
    });
    throw new AppError('ACCOUNT_DISABLED', 'Usuário desativado. Procure um administrador.');
  }
  return openSession(ctx, user.id, who);
}

/**
 * Ends a matrícula's lock and its count of wrong passwords (`npm run user:unlock` and the admin
 * screens). False when no user has the matrícula.
 */
export async function unlockUser(
  db: Db,
  matricula: string,
  by: { userId: string | null; via: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.matricula, matricula));
    if (!user) return false;
    await tx.delete(loginFalhas).where(eq(loginFalhas.matricula, matricula));
    await audit(tx, {
      action: 'user.unlocked',
      message: `Conta ${matricula} desbloqueada`,
      userId: by.userId,
      context: { matricula, targetUserId: user.id, via: by.via },
    });
    return true;
  });
}
