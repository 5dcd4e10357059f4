import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isPermission, type Permission } from '../../shared/permissions';
import type { ChangePasswordRequest, LoginRequest, SessionUser } from '../../shared/schemas/auth';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { hashToken, newSessionToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { permissions, rolePermissions, sessions, userRoles, users } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../errors';
import { audit } from './audit';
import { type Actor, requireActor, type ServiceContext } from './context';
import { loadSessionUser } from './user-view';

const INVALID_CREDENTIALS = 'Matrícula ou senha inválidas.';
const LOCKED =
  'Conta bloqueada após tentativas de login sem sucesso. Procure um administrador para desbloqueá-la.';

export interface LoginResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

export async function login(ctx: ServiceContext, input: LoginRequest): Promise<LoginResult> {
  const { db, env } = ctx;
  const [user] = await db.select().from(users).where(eq(users.matricula, input.matricula));
  const who = { matricula: input.matricula, ip: ctx.ip, userAgent: ctx.userAgent };

  if (!user) {
    await verifyAgainstDummy(input.password);
    await audit(db, {
      level: 'WARNING',
      action: 'auth.login_failed',
      message: 'Login com matrícula desconhecida',
      context: who,
    });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  if (user.lockedAt) {
    await audit(db, {
      level: 'WARNING',
      action: 'auth.login_locked',
      message: 'Tentativa de login em conta bloqueada',
      userId: user.id,
      context: who,
    });
    throw new AppError('ACCOUNT_LOCKED', LOCKED);
  }

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    // The attempt that locks the account says so at once, rather than at the next try.
    if (await registerFailure(db, env, user.id, who)) throw new AppError('ACCOUNT_LOCKED', LOCKED);
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

  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + env.SESSION_MAX_HOURS * 3_600_000);
  const sessionUser = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ failedLogins: 0, failedLoginWindowStart: null })
      .where(eq(users.id, user.id));
    const [session] = await tx
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      })
      .returning({ id: sessions.id });
    await audit(tx, {
      action: 'auth.login',
      message: 'Login realizado',
      userId: user.id,
      context: { ...who, sessionId: session?.id },
    });
    return loadSessionUser(tx, user.id);
  });
  if (!sessionUser) throw new AppError('INTERNAL', 'Usuário não encontrado após o login.');
  return { user: sessionUser, token, expiresAt };
}

/**
 * Counts a wrong password inside a rolling window in one statement, so concurrent attempts
 * cannot undercount; reaching the limit locks the account until an administrator unlocks it.
 * True when this attempt locked it.
 */
async function registerFailure(
  db: Db,
  env: Env,
  userId: string,
  who: Record<string, unknown>,
): Promise<boolean> {
  const windowStart = sql`now() - make_interval(mins => ${env.LOGIN_FAILURE_WINDOW_MINUTES})`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        failedLogins: sql`CASE WHEN ${users.failedLoginWindowStart} > ${windowStart} THEN ${users.failedLogins} + 1 ELSE 1 END`,
        failedLoginWindowStart: sql`CASE WHEN ${users.failedLoginWindowStart} > ${windowStart} THEN ${users.failedLoginWindowStart} ELSE now() END`,
      })
      .where(eq(users.id, userId))
      .returning({ failedLogins: users.failedLogins });
    const failures = row?.failedLogins ?? 0;
    const locks = failures >= env.LOGIN_MAX_FAILURES;
    if (locks) await tx.update(users).set({ lockedAt: sql`now()` }).where(eq(users.id, userId));
    await audit(tx, {
      level: 'WARNING',
      action: locks ? 'auth.account_locked' : 'auth.login_failed',
      message: locks ? 'Conta bloqueada por excesso de senhas erradas' : 'Senha incorreta',
      userId,
      context: { ...who, failures },
    });
    return locks;
  });
}

export type SessionCheck =
  | { ok: true; actor: Actor }
  | { ok: false; reason: 'UNAUTHENTICATED' | 'SESSION_EXPIRED' };

/**
 * Resolves a session token: unknown → UNAUTHENTICATED; idle too long, past its lifetime, ended,
 * or its user disabled → SESSION_EXPIRED. Touches last_seen_at at most once a minute.
 */
export async function checkSession(db: Db, env: Env, token: string): Promise<SessionCheck> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      matricula: users.matricula,
      name: users.name,
      active: users.active,
      lockedAt: users.lockedAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      now: sql<Date>`now()`.mapWith((value: string) => new Date(value)),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) return { ok: false, reason: 'UNAUTHENTICATED' };

  const now = row.now.getTime();
  const idleLimit = row.lastSeenAt.getTime() + env.SESSION_IDLE_MINUTES * 60_000;
  if (row.endedAt || !row.active || row.lockedAt || now > idleLimit || now > row.expiresAt.getTime()) {
    if (!row.endedAt)
      await db.update(sessions).set({ endedAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
    return { ok: false, reason: 'SESSION_EXPIRED' };
  }
  if (now - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }

  const grants = await db
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, row.userId));
  const granted = new Set<Permission>();
  for (const grant of grants) if (isPermission(grant.name)) granted.add(grant.name);

  return {
    ok: true,
    actor: {
      id: row.userId,
      matricula: row.matricula,
      name: row.name,
      sessionId: row.sessionId,
      permissions: granted,
    },
  };
}

export async function logout(ctx: ServiceContext): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ endedAt: sql`now()` }).where(eq(sessions.id, actor.sessionId));
    await audit(tx, { action: 'auth.logout', message: 'Logout', userId: actor.id, context: { ip: ctx.ip } });
  });
}

export async function currentUser(ctx: ServiceContext): Promise<SessionUser> {
  const user = await loadSessionUser(ctx.db, requireActor(ctx).id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida.');
  return user;
}

/** Changes the actor's own password and ends their other sessions, which may be on a lost phone. */
export async function changePassword(ctx: ServiceContext, input: ChangePasswordRequest): Promise<void> {
  const actor = requireActor(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida.');
  const issues: { path: string; message: string }[] = [];
  if (input.password === user.matricula) {
    issues.push({ path: 'password', message: 'A senha não pode ser igual à matrícula.' });
  }
  if (await verifyPassword(user.passwordHash, input.password)) {
    issues.push({ path: 'password', message: 'A nova senha deve ser diferente da atual.' });
  }
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', 'A senha não atende aos requisitos.', issues);

  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, actor.id));
    await tx
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, actor.id),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql`now()`),
          sql`${sessions.id} <> ${actor.sessionId}`,
        ),
      );
    await audit(tx, {
      action: 'auth.password_changed',
      message: 'Senha alterada pelo próprio usuário',
      userId: actor.id,
      context: { ip: ctx.ip },
    });
  });
}

/** Unlocks an account locked by wrong passwords (used by `npm run user:unlock` and the admin screens). */
export async function unlockUser(
  db: Db,
  matricula: string,
  by: { userId: string | null; via: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ lockedAt: null, failedLogins: 0, failedLoginWindowStart: null, updatedAt: sql`now()` })
      .where(eq(users.matricula, matricula))
      .returning({ id: users.id });
    if (!row) return false;
    await audit(tx, {
      action: 'user.unlocked',
      message: `Conta ${matricula} desbloqueada`,
      userId: by.userId,
      context: { matricula, targetUserId: row.id, via: by.via },
    });
    return true;
  });
}
