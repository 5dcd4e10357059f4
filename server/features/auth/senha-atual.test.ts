/**
 * Issue 39 item 7: wrong current passwords in Meus Dados end the session that gave them, and do not
 * lock the matrícula: a stolen cookie's guesses cost the thief the cookie, not the officer the login.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFalhas, logs, sessions, users } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { DEMO_PASSWORD, PERSONAS, type PersonaName } from '../../test/personas';
import { senhaLenta } from '../../test/senha-lenta';

const server = setupTestServer();
const MAX = 5;

const me = (cookie: string) => server.api({ method: 'GET', url: '/auth/me', cookie });
const trocar = (cookie: string, current_password: string, password = 'Outra-Senha-Boa-39') =>
  server.api({ method: 'PUT', url: '/auth/password', cookie, payload: { current_password, password } });
const loginAs = (matricula: string, password: string) =>
  server.api({ method: 'POST', url: '/auth/login', payload: { matricula, password } });

/** The session of a cookie, as the database has it. */
async function sessionOf(persona: PersonaName) {
  const [row] = await server.db
    .select({ id: sessions.id, endedAt: sessions.endedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.matricula, PERSONAS[persona].matricula))
    .orderBy(sql`${sessions.createdAt} DESC`)
    .limit(1);
  return row;
}

/** The audit rows of one action about one session. */
async function auditOf(action: string, sessionId: string | undefined) {
  return server.db
    .select({ context: logs.context, level: logs.level })
    .from(logs)
    .where(and(eq(logs.action, action), sql`${logs.context}->>'sessionId' = ${sessionId}`));
}

async function loginFailures(matricula: string) {
  const [row] = await server.db.select().from(loginFalhas).where(eq(loginFalhas.matricula, matricula));
  return row?.falhas ?? 0;
}

describe('wrong current passwords in Meus Dados', () => {
  it('end the session at the fifth, with its audit row, and leave the matrícula free to log in', async () => {
    const { matricula } = PERSONAS.escrivao;
    const cookie = await server.login('escrivao');
    for (let tentativa = 1; tentativa < MAX; tentativa++) {
      const wrong = await trocar(cookie, `chute-${tentativa}`);
      expect(wrong.statusCode, `tentativa ${tentativa}`).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INVALID' });
    }
    expect((await me(cookie)).statusCode).toBe(200);

    const fifth = await trocar(cookie, 'chute-5');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({
      code: 'SESSION_ENDED_WRONG_PASSWORD',
      message: 'Sessão encerrada: a senha atual foi digitada errada 5 vezes. Faça login novamente.',
    });
    expect((await me(cookie)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const session = await sessionOf('escrivao');
    expect(session?.endedAt).not.toBeNull();
    expect(await auditOf('auth.current_password_failed', session?.id)).toHaveLength(MAX);
    const audited = await auditOf('auth.session_ended', session?.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      level: 'WARNING',
      context: { motivo: 'senha_atual_errada', tentativas: MAX },
    });

    // Not a failed login: the officer logs in again at once, the count of wrong logins untouched.
    expect(await loginFailures(matricula)).toBe(0);
    expect((await loginAs(matricula, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('count again from a right one', async () => {
    const cookie = await server.login('perito');
    for (let tentativa = 1; tentativa < MAX; tentativa++) await trocar(cookie, `chute-${tentativa}`);
    // The right current password with a new one the rule refuses: nothing changes but the count.
    expect((await trocar(cookie, DEMO_PASSWORD, DEMO_PASSWORD)).statusCode).toBe(422);
    for (let tentativa = 1; tentativa < MAX; tentativa++) {
      expect((await trocar(cookie, `chute-${tentativa}`)).statusCode).toBe(403);
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('sent 40 at once on one session get 5 checked, and end it once', async () => {
    const { matricula } = PERSONAS.investigador;
    // As slow to check as on a busy server: all 40 arrive while the first are being checked.
    await senhaLenta(server, matricula, DEMO_PASSWORD);
    const cookie = await server.login('investigador');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => trocar(cookie, `chute-${i}`)));
    const session = await sessionOf('investigador');
    expect(await auditOf('auth.current_password_failed', session?.id)).toHaveLength(MAX);
    expect(await auditOf('auth.session_ended', session?.id)).toHaveLength(1);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 403).length).toBeLessThan(MAX);
    expect(statuses.filter((status) => status !== 403).every((status) => status === 401)).toBe(true);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await loginAs(matricula, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the login lock and Meus Dados', () => {
  it('a matrícula locked by guesses at the login still changes its password in its open session, which lifts the lock', async () => {
    const { matricula } = PERSONAS.delegado;
    const cookie = await server.login('delegado');
    for (let tentativa = 1; tentativa <= MAX; tentativa++) await loginAs(matricula, `chute-${tentativa}`);
    expect((await loginAs(matricula, DEMO_PASSWORD)).json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });

    const nova = 'Delegado-Nova-Senha-39';
    expect((await trocar(cookie, DEMO_PASSWORD, nova)).statusCode).toBe(200);
    // The lock guarded the old password, which opens nothing now.
    expect((await loginAs(matricula, nova)).statusCode).toBe(200);
  });
});
