/**
 * Login and its defence against guessing (CJIS AC-7): wrong passwords are counted per matrícula
 * in a rolling window; at the limit the matrícula is locked for a while, or until an administrator
 * unlocks it. Every path does the same work — one lock read, one user read, one argon2 check —
 * so neither status, body nor time tells a known matrícula from an unknown one.
 */
import { eq, sql } from 'drizzle-orm';
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

/** `via` names the door other than the login screen a password was tried at (Meus Dados). */
type Who = { matricula: string; ip: string; userAgent: string | null; via?: string };

/**
 * Counts a wrong password inside the rolling window in one statement, so concurrent attempts
 * cannot undercount; reaching the limit locks the matrícula. True when this attempt locked it.
 */
async function registerFailure(db: Db, env: Env, userId: string | null, who: Who): Promise<boolean> {
  const windowStart = sql`now() - make_interval(mins => ${env.LOGIN_FAILURE_WINDOW_MINUTES})`;
  const within = sql`${loginFalhas.janelaInicio} > ${windowStart}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(loginFalhas)
      .values({ matricula: who.matricula, falhas: 1 })
      .onConflictDoUpdate({
        target: loginFalhas.matricula,
        set: {
          falhas: sql`CASE WHEN ${within} THEN ${loginFalhas.falhas} + 1 ELSE 1 END`,
          janelaInicio: sql`CASE WHEN ${within} THEN ${loginFalhas.janelaInicio} ELSE now() END`,
        },
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

async function openSession(ctx: ServiceContext, userId: string, who: Who): Promise<LoginResult> {
  const token = newSessionToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.env.SESSION_MAX_HOURS * 3_600_000);
  const sessionUser = await ctx.db.transaction(async (tx) => {
    await tx.delete(loginFalhas).where(eq(loginFalhas.matricula, who.matricula));
    const [session] = await tx
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId,
        expiresAt,
        lastSeenAt: now,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      })
      .returning({ id: sessions.id });
    await audit(tx, {
      action: 'auth.login',
      message: 'Login realizado',
      userId,
      context: { ...who, sessionId: session?.id },
    });
    return loadSessionUser(tx, userId);
  });
  if (!sessionUser) throw new AppError('INTERNAL', 'Usuário não encontrado após o login.');
  return { user: sessionUser, token, expiresAt };
}

/** One argon2 check whatever the matrícula: a real hash, or the dummy for a matrícula nobody has. */
async function checkPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash !== null) return verifyPassword(hash, password);
  await verifyAgainstDummy(password);
  return false;
}

async function isLocked(db: Db, matricula: string): Promise<boolean> {
  const [lock] = await db
    .select({ locked: sql<boolean>`coalesce(${loginFalhas.bloqueadaAte} > now(), false)` })
    .from(loginFalhas)
    .where(eq(loginFalhas.matricula, matricula));
  return lock?.locked ?? false;
}

export async function login(ctx: ServiceContext, input: LoginRequest): Promise<LoginResult> {
  const { db, env } = ctx;
  const who: Who = { matricula: input.matricula, ip: ctx.ip, userAgent: ctx.userAgent };
  const locked = await isLocked(db, input.matricula);
  const [user] = await db.select().from(users).where(eq(users.matricula, input.matricula));
  const passwordOk = await checkPassword(user?.passwordHash ?? null, input.password);

  if (locked) {
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
    if (await registerFailure(db, env, user?.id ?? null, who))
      throw new AppError('ACCOUNT_LOCKED', lockedMessage(env));
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  if (!user.active) {
    await audit(db, {
      level: 'WARNING',
      action: 'auth.login_disabled',
      message: 'Login de usuário desativado',
      userId: user.id,
      context: who,
    });
    throw new AppError('ACCOUNT_DISABLED', 'Usuário desativado. Procure um administrador.');
  }
  return openSession(ctx, user.id, who);
}

/**
 * The current password given to change it (Meus Dados) is a login attempt by another door, under
 * the same rules: a locked matrícula is refused, a wrong password counts toward the lock (and may
 * set it), a right one clears the count as a login does.
 */
export async function confirmCurrentPassword(
  ctx: ServiceContext,
  user: { id: string; matricula: string; passwordHash: string },
  password: string,
): Promise<void> {
  const { db, env } = ctx;
  const who: Who = { matricula: user.matricula, ip: ctx.ip, userAgent: ctx.userAgent, via: 'meus_dados' };
  const locked = await isLocked(db, user.matricula);
  const passwordOk = await verifyPassword(user.passwordHash, password);
  if (locked) {
    await audit(db, {
      level: 'WARNING',
      action: 'auth.login_locked',
      message: 'Troca de senha em matrícula bloqueada',
      userId: user.id,
      context: { ...who, conhecida: true },
    });
    throw new AppError('ACCOUNT_LOCKED', lockedMessage(env));
  }
  if (!passwordOk) {
    if (await registerFailure(db, env, user.id, who))
      throw new AppError('ACCOUNT_LOCKED', lockedMessage(env));
    throw new AppError('CURRENT_PASSWORD_INVALID', 'A senha atual está incorreta.', [
      { path: 'current_password', message: 'A senha atual está incorreta.' },
    ]);
  }
  await db.delete(loginFalhas).where(eq(loginFalhas.matricula, user.matricula));
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
