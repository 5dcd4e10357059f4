import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFalhas, logs, sessions, users } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { DEMO_PASSWORD, PERSONAS } from '../../test/personas';
import { unlockUser } from './login.service';

const server = setupTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

const loginAs = (matricula: string, password: string) =>
  server.api({ method: 'POST', url: '/auth/login', payload: { matricula, password } });

describe('POST /auth/login', () => {
  it('answers the user with cargo, unidade, srpc and deduplicated permissions, and sets a strict HttpOnly cookie', async () => {
    const response = await loginAs(PERSONAS.delegado.matricula, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({
      matricula: '1000002',
      cargo: { id: 1 },
      unidade: { nome: expect.any(String) },
    });
    expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['Delegado']);
    expect(user.permissions).toContain('criar_casos');
    expect(user.permissions).not.toContain('gerenciar_usuarios');
    expect(new Set(user.permissions).size).toBe(user.permissions.length);

    const cookie = response.cookies.find((c) => c.name === 'rip_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/rip-app/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);

    const [stored] = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored?.tokenHash.equals(Buffer.from(cookie?.value ?? ''))).toBe(false);
    expect(stored?.tokenHash.length).toBe(32);
  });

  it('answers an unknown matrícula exactly like a wrong password', async () => {
    const unknown = await loginAs('9999999', 'qualquer-coisa');
    const wrong = await loginAs(PERSONAS.escrivao.matricula, 'senha-errada');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().code).toBe('INVALID_CREDENTIALS');
    await server.api({ method: 'POST', url: '/auth/login', payload: PERSONAS.escrivao });
  });

  it('refuses a matrícula with letters, empty fields and malformed JSON with 400 and a Portuguese message', async () => {
    const letters = await loginAs('10000a1', 'x');
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Apenas números são permitidos',
    });

    // Too long is not missing.
    const longa = await loginAs(PERSONAS.escrivao.matricula, 'x'.repeat(257));
    expect(longa.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A senha deve ter no máximo 256 caracteres.',
    });

    const empty = await loginAs('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['Matrícula é obrigatória', 'Senha é obrigatória']),
    );

    const malformed = await server.api({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"matricula":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 413 to an oversized body', async () => {
    const response = await server.api({
      method: 'POST',
      url: '/auth/login',
      payload: { matricula: '1000001', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A requisição é grande demais.',
    });
  });

  it('locks the account at the fifth wrong password within 15 minutes, until unlocked or 10 minutes pass', async () => {
    const { matricula } = PERSONAS.perito;
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await loginAs(matricula, `errada-${attempt}`)).statusCode).toBe(401);
    }
    // The fifth says at once that the account is now locked.
    const fifth = await loginAs(matricula, 'errada-5');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: expect.stringContaining('bloqueada'),
    });
    const locked = await loginAs(matricula, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: expect.stringContaining('bloqueada'),
    });

    const [lockRow] = await server.db
      .select()
      .from(logs)
      .where(eq(logs.action, 'auth.account_locked'))
      .orderBy(desc(logs.id));
    expect(lockRow?.context).toMatchObject({ matricula, failures: 5 });

    expect(await unlockUser(server.db, matricula, { userId: null, via: 'test' })).toBe(true);
    expect((await loginAs(matricula, DEMO_PASSWORD)).statusCode).toBe(200);

    for (let attempt = 1; attempt <= 5; attempt++) await loginAs(matricula, 'errada');
    expect((await loginAs(matricula, DEMO_PASSWORD)).statusCode).toBe(423);
    // The lock ends by itself: a guesser cannot keep the real user out for good.
    await server.db
      .update(loginFalhas)
      .set({ bloqueadaAte: sql`now() - interval '1 second'` })
      .where(eq(loginFalhas.matricula, matricula));
    expect((await loginAs(matricula, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown matrícula exactly as a known one, the lock included', async () => {
    const known = PERSONAS.escrivao.matricula;
    const unknown = '7654321';
    const answers = async (matricula: string) => {
      const seen: { status: number; body: string }[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        const response = await loginAs(matricula, 'errada');
        seen.push({ status: response.statusCode, body: response.body });
      }
      return seen;
    };
    const fromKnown = await answers(known);
    expect(fromKnown.map((a) => a.status)).toEqual([401, 401, 401, 401, 423, 423]);
    expect(await answers(unknown)).toEqual(fromKnown);
    const logged = await server.db
      .select({ action: logs.action })
      .from(logs)
      .where(sql`${logs.context}->>'matricula' = ${unknown}`);
    expect(logged.map((row) => row.action)).toContain('auth.account_locked');
    await unlockUser(server.db, known, { userId: null, via: 'test' });
  });

  it('keeps a locked matrícula’s open session: guessing must not log the real user out', async () => {
    const cookie = await server.login('delegado');
    for (let attempt = 1; attempt <= 5; attempt++) await loginAs(PERSONAS.delegado.matricula, 'errada');
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie })).statusCode).toBe(200);
    await unlockUser(server.db, PERSONAS.delegado.matricula, { userId: null, via: 'test' });
  });

  it('does not lock when the wrong passwords are spread over more than 15 minutes', async () => {
    const { matricula } = PERSONAS.investigador;
    for (let attempt = 1; attempt <= 4; attempt++) await loginAs(matricula, 'errada');
    await server.db
      .update(loginFalhas)
      .set({ janelaInicio: sql`now() - interval '16 minutes'` })
      .where(eq(loginFalhas.matricula, matricula));
    for (let attempt = 1; attempt <= 4; attempt++) await loginAs(matricula, 'errada');
    expect((await loginAs(matricula, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('writes audit rows for a login and a failed login', async () => {
    await loginAs(PERSONAS.admin.matricula, 'errada');
    await loginAs(PERSONAS.admin.matricula, DEMO_PASSWORD);
    const rows = await server.db
      .select({ action: logs.action, level: logs.level })
      .from(logs)
      .where(and(sql`${logs.context}->>'matricula' = ${PERSONAS.admin.matricula}`))
      .orderBy(desc(logs.id))
      .limit(2);
    expect(rows).toEqual([
      { action: 'auth.login', level: 'Info' },
      { action: 'auth.login_failed', level: 'WARNING' },
    ]);
  });
});

describe('sessions', () => {
  it('GET /auth/me answers the user; logout ends the session on the server', async () => {
    const cookie = await server.login('investigador');
    const me = await server.api({ method: 'GET', url: '/auth/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.matricula).toBe('1000003');

    expect((await server.api({ method: 'POST', url: '/auth/logout', cookie })).statusCode).toBe(200);
    const after = await server.api({ method: 'GET', url: '/auth/me', cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
  });

  it('answers 401 without a cookie and with a forged one', async () => {
    expect((await server.api({ method: 'GET', url: '/auth/me' })).json().code).toBe('UNAUTHENTICATED');
    const forged = await server.api({ method: 'GET', url: '/auth/me', cookie: 'rip_session=forjado' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHENTICATED');
  });

  it('expires after 30 idle minutes', async () => {
    const cookie = await server.login('escrivao');
    server.clock.advance(29 * 60_000);
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie })).statusCode).toBe(200);
    server.clock.advance(31 * 60_000);
    const expired = await server.api({ method: 'GET', url: '/auth/me', cookie });
    server.clock.reset();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Sua sessão expirou. Faça login novamente.',
    });
  });

  it('expires at its absolute lifetime even when in use', async () => {
    const cookie = await server.login('delegado');
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${sessions.endedAt} IS NULL`);
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie })).statusCode).toBe(401);
  });

  it('ends when the user is disabled', async () => {
    // Not the admin: the database keeps the only administrator active (migration 0016).
    const cookie = await server.login('delegado');
    await server.db
      .update(users)
      .set({ active: false })
      .where(eq(users.matricula, PERSONAS.delegado.matricula));
    const response = await server.api({ method: 'GET', url: '/auth/me', cookie });
    await server.db
      .update(users)
      .set({ active: true })
      .where(eq(users.matricula, PERSONAS.delegado.matricula));
    expect(response.statusCode).toBe(401);
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie })).statusCode).toBe(401);
  });

  it('refuses a write without the CSRF header', async () => {
    const cookie = await server.login('investigador');
    const response = await server.app.inject({
      method: 'POST',
      url: '/rip-app/api/auth/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_REJECTED');
  });
});

describe('PUT /auth/password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const other = await server.login('escrivao');
    const cookie = await server.login('escrivao');
    const trocarSenha = (password: string) =>
      server.api({
        method: 'PUT',
        url: '/auth/password',
        cookie,
        payload: { current_password: DEMO_PASSWORD, password },
      });

    const short = await trocarSenha('curta');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('A senha deve ter pelo menos 8 caracteres.');

    const same = await trocarSenha(DEMO_PASSWORD);
    expect(same.statusCode).toBe(422);
    expect(same.json().issues[0].message).toBe('A nova senha deve ser diferente da atual.');

    const ok = await trocarSenha('nova-senha-segura');
    expect(ok.statusCode).toBe(200);
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie })).statusCode).toBe(200);
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie: other })).statusCode).toBe(401);
    expect((await loginAs(PERSONAS.escrivao.matricula, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await loginAs(PERSONAS.escrivao.matricula, 'nova-senha-segura')).statusCode).toBe(200);
  });
});
