import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { midiaDe, vestigioCom } from '../../../scripts/corpos-vestigio.mjs';
import { logs, users } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { DEMO_PASSWORD, PERSONAS } from '../../test/personas';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { listening, tusClient, tusFile } from '../../test/tus';

const server = setupTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });

const loginAs = (matricula: string, password: string) =>
  server.api({ method: 'POST', url: '/auth/login', payload: { matricula, password } });
const me = (cookie: string) => server.api({ method: 'GET', url: '/auth/me', cookie });
const trocar = (cookie: string, payload: object) =>
  server.api({ method: 'PUT', url: '/auth/password', cookie, payload });

describe('changing one’s password asks for the current one', () => {
  it('refuses a session alone, and a wrong current password, leaving the password as it was', async () => {
    const cookie = await server.login('perito');
    const semAtual = await trocar(cookie, { password: 'tomada-pelo-ladrao-1' });
    expect(semAtual.statusCode).toBe(400);
    expect(semAtual.json().issues[0]).toMatchObject({ path: 'current_password' });

    const errada = await trocar(cookie, { current_password: 'chute-1', password: 'tomada-pelo-ladrao-1' });
    expect(errada.statusCode).toBe(403);
    expect(errada.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INVALID' });
    // Not a 401: the app would take it for a lost session and log the real user out.
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await loginAs(PERSONAS.perito.matricula, 'tomada-pelo-ladrao-1')).statusCode).toBe(401);
    expect((await loginAs(PERSONAS.perito.matricula, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('with the right current password, changes it and ends the user’s other sessions, even busy ones', async () => {
    const { matricula } = PERSONAS.perito;
    const outra = await server.login('perito');
    const esta = await server.login('perito');
    // Both in use, so both are in this server's memory of sessions.
    expect((await me(outra)).statusCode).toBe(200);
    expect((await me(esta)).statusCode).toBe(200);
    const ok = await trocar(esta, { current_password: DEMO_PASSWORD, password: 'perito-nova-senha-1' });
    expect(ok.statusCode).toBe(200);
    expect((await me(esta)).statusCode).toBe(200);
    expect((await me(outra)).statusCode).toBe(401);
    expect((await loginAs(matricula, 'perito-nova-senha-1')).statusCode).toBe(200);
  });
});

describe('a temporary password set by an administrator', () => {
  it('ends every session the user had at once, even one in use', async () => {
    const admin = await server.login('admin');
    const delegado = await server.login('delegado');
    const outra = await server.login('delegado');
    expect((await me(delegado)).statusCode).toBe(200);
    expect((await me(outra)).statusCode).toBe(200);
    const [alvo] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.matricula, PERSONAS.delegado.matricula));
    const set = await server.api({
      method: 'PUT',
      url: `/usuarios/${alvo?.id}/senha`,
      cookie: admin,
      payload: { password: 'Temporaria-Azul-91' },
    });
    expect(set.statusCode).toBe(200);
    expect((await me(delegado)).statusCode).toBe(401);
    expect((await me(outra)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
  });
});

describe('a deeply nested JSON body', () => {
  it.each([
    ['objects', (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`],
    ['arrays', (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`],
  ])('of %s, 5,000 levels, anonymous on /auth/login → 400, never 500', async (_kind, body) => {
    const payload = body(5_000);
    expect(payload.length).toBeLessThan(32 * 1024);
    const response = await server.api({
      method: 'POST',
      url: '/auth/login',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BODY_TOO_DEEP' });
    // The server is still there for the next person.
    expect((await loginAs(PERSONAS.semAcesso.matricula, PERSONAS.semAcesso.password)).statusCode).toBe(200);
  });
});

describe('a tus upload whose id is a kept media’s', () => {
  it('is refused with 409 when it is created', async () => {
    const base = await listening(server);
    const cookie = await server.login('investigador');
    const caso = await pessoasApi(server).criarCaso(cookie);
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#c00' } })
      .jpeg()
      .toBuffer();
    const foto = tusFile('photo', 'image/jpeg', jpeg);
    const client = tusClient(base, cookie);
    await client.upload(caso.id, foto);
    const vestigio = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/vestigios`,
      cookie,
      payload: vestigioCom([midiaDe(foto)], { descricao: 'Faca' }),
    });
    expect(vestigio.statusCode, vestigio.body).toBe(201);

    // Another file under the same id: the media it would take is already kept.
    const outra = { ...tusFile('photo', 'image/jpeg', Buffer.concat([jpeg, Buffer.from([0])])), id: foto.id };
    const created = await client.create(caso.id, outra);
    expect(created.status).toBe(409);
    expect(await created.json()).toMatchObject({ code: 'UPLOAD_ID_TAKEN' });
    const rows = await server.db
      .select({ id: logs.id })
      .from(logs)
      .where(and(eq(logs.action, 'custodia.captura'), eq(logs.casoId, caso.id)));
    expect(rows.length).toBeLessThanOrEqual(1);
  });
});

describe('logout', () => {
  it('clears the session cookie with the attributes login set it with', async () => {
    const login = await loginAs(PERSONAS.escrivao.matricula, DEMO_PASSWORD);
    const set = login.cookies.find((c) => c.name === 'rip_session');
    const cookie = `rip_session=${set?.value}`;
    const logout = await server.api({ method: 'POST', url: '/auth/logout', cookie });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'rip_session');
    expect(cleared?.value).toBe('');
    const atributos = (c: typeof set) => ({
      path: c?.path,
      sameSite: c?.sameSite,
      secure: Boolean(c?.secure),
      httpOnly: Boolean(c?.httpOnly),
    });
    expect(atributos(cleared)).toEqual(atributos(set));
    expect(atributos(set)).toEqual({ path: '/rip-app/', sameSite: 'Strict', secure: false, httpOnly: true });
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThan(Date.now());
    // The same for the cookie of a session found ended.
    const ended = await me(cookie);
    expect(ended.statusCode).toBe(401);
    const clearedAgain = ended.cookies.find((c) => c.name === 'rip_session');
    expect(atributos(clearedAgain)).toEqual(atributos(set));
  });
});
