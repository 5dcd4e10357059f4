import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { loadVerificadorSenha } from '../../../shared/formatos/senha';
import { isPermission, type Permission } from '../../../shared/permissions';
import type { ChangePasswordRequest, SessionUser } from '../../../shared/schemas/auth';
import { audit } from '../../audit/audit';
import { aparelhoDaSessao } from '../../auth/aparelho-da-sessao';
import { exigirToqueDoAdministrador } from '../../auth/confirmacao';
import { removerPasskeysPelaSenha } from '../../auth/passkeys-da-senha';
import { hashPassword } from '../../auth/password';
import { forgetActivity, lastActivity, recordActivity } from '../../auth/session-cache';
import type { SessionRow, SessionRows } from '../../auth/session-rows';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { loginFalhas, permissions, rolePermissions, sessions, userRoles, users } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { type Actor, requireActor, type ServiceContext } from '../../kit/context';
import { confirmCurrentPassword } from './senha-atual.service';
import { loadSessionUser } from './user-view';

export type SessionCheck =
  | { ok: true; actor: Actor; mustChangePassword: boolean }
  | { ok: false; reason: 'UNAUTHENTICATED' | 'SESSION_EXPIRED' };

/**
 * The session of a token with its user and the union of the user's permissions: one query, run at
 * every request, so prepared once per connection (no building here, no planning there).
 */
const preparedSessionRow = preparedPer((db: Db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      matricula: users.matricula,
      name: users.name,
      active: users.active,
      mustChangePassword: users.mustChangePassword,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      permissions: sql<string[]>`coalesce((
        SELECT array_agg(DISTINCT ${permissions.name}) FROM ${userRoles}
        JOIN ${rolePermissions} ON ${rolePermissions.roleId} = ${userRoles.roleId}
        JOIN ${permissions} ON ${permissions.id} = ${rolePermissions.permissionId}
        WHERE ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_row'),
);

async function loadSessionRow(db: Db, tokenHash: Buffer): Promise<SessionRow | null> {
  const [row] = await preparedSessionRow(db).execute({ tokenHash });
  return row ?? null;
}

/** The instant past which the session ends for lack of use, by what this node knows. */
function idleLimit(row: SessionRow, env: Env): number {
  return Math.max(row.lastSeenAt.getTime(), lastActivity(row.sessionId)) + env.SESSION_IDLE_MINUTES * 60_000;
}

/**
 * Resolves a session token: unknown → UNAUTHENTICATED; idle too long, past its lifetime, ended,
 * or its user disabled → SESSION_EXPIRED. The row comes from this node's memory while the
 * database's notices reach it (session-rows.ts), from the database otherwise. Idle time counts
 * from the last request of the officer this server saw (kept in memory, exact); last_seen_at is
 * written at most once a minute so that a restart and the other nodes know it too, and is read
 * again before a kept row is taken as idle (the officer may have been working through another
 * node). `atividade` false: a request the app makes on its own (the endpoint table's `atividade:
 * false`, a poll) is checked like any other but leaves the idle time running. A matrícula locked by
 * wrong passwords keeps its sessions: locking out the real user by guessing would be a free denial
 * of service.
 */
export async function checkSession(
  db: Db,
  env: Env,
  kept: SessionRows,
  token: string,
  at: Date,
  atividade = true,
): Promise<SessionCheck> {
  const now = at.getTime();
  const tokenHash = hashToken(token);
  const row = await kept.obter(tokenHash.toString('base64'), () => loadSessionRow(db, tokenHash));
  if (!row) return { ok: false, reason: 'UNAUTHENTICATED' };
  if (!row.endedAt && now > idleLimit(row, env)) {
    const lido = await loadSessionRow(db, tokenHash);
    if (!lido) return { ok: false, reason: 'UNAUTHENTICATED' };
    Object.assign(row, lido);
  }

  if (row.endedAt || !row.active || now > idleLimit(row, env) || now > row.expiresAt.getTime()) {
    forgetActivity(row.sessionId);
    if (!row.endedAt) {
      await db.update(sessions).set({ endedAt: at }).where(eq(sessions.id, row.sessionId));
      row.endedAt = at;
    }
    return { ok: false, reason: 'SESSION_EXPIRED' };
  }
  if (atividade) {
    recordActivity(row.sessionId, now, env.SESSION_IDLE_MINUTES * 60_000);
    if (now - row.lastSeenAt.getTime() > 60_000) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, row.sessionId));
      row.lastSeenAt = at;
    }
  }

  const granted = new Set<Permission>();
  for (const name of row.permissions) if (isPermission(name)) granted.add(name);
  return {
    ok: true,
    mustChangePassword: row.mustChangePassword,
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
  forgetActivity(actor.sessionId);
}

export async function currentUser(ctx: ServiceContext): Promise<SessionUser> {
  const user = await loadSessionUser(ctx.db, requireActor(ctx).id);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida.');
  return user;
}

/**
 * Changes the actor's own password and ends their other sessions, which may be on a lost phone, and
 * removes their passkeys but this phone's (passkeys-da-senha.ts).
 */
export async function changePassword(ctx: ServiceContext, input: ChangePasswordRequest): Promise<void> {
  const actor = requireActor(ctx);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sessão inválida.');
  const tocou = await exigirToqueDoAdministrador(ctx, 'Trocar a senha');
  await confirmCurrentPassword(ctx, user, input.current_password);
  const issues: { path: string; message: string }[] = [];
  if (input.password === user.matricula) {
    issues.push({ path: 'password', message: 'A senha não pode ser igual à matrícula.' });
  }
  if (input.password === input.current_password) {
    issues.push({ path: 'password', message: 'A nova senha deve ser diferente da atual.' });
  }
  // The same rule as a new user's (shared/formatos/senha.ts): not among the common or breached.
  const fraca = (await loadVerificadorSenha())(input.password, [user.matricula, user.name]);
  if (fraca && issues.length === 0) issues.push({ path: 'password', message: fraca });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', 'A senha não atende aos requisitos.', issues);

  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
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
    // An administrator who touched a passkey to change it keeps them: each was added with a touch
    // of one already theirs, and removing them would take the step-up away. Anyone else keeps this
    // phone's only; a session that registered no device keeps none.
    if (!tocou) {
      const mantendoAparelho = await aparelhoDaSessao(tx, actor);
      await removerPasskeysPelaSenha(
        tx,
        { userId: actor.id, motivo: 'senha_alterada', mantendoAparelho },
        { userId: actor.id, sessionId: actor.sessionId, ip: ctx.ip },
      );
    }
    // The old password no longer opens anything: a lock earned guessing it has nothing left to guard.
    await tx.delete(loginFalhas).where(eq(loginFalhas.matricula, user.matricula));
    await audit(tx, {
      action: 'auth.password_changed',
      message: 'Senha alterada pelo próprio usuário',
      userId: actor.id,
      context: { ip: ctx.ip },
    });
  });
}
