/**
 * Issue 29: what ends or changes a session through one node holds on the other at once — two app
 * nodes on one database, the request that changes through A, the very next one through B.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions, roles, users } from '../db/schema';
import { setupTestServer } from '../test/harness';
import { DEMO_PASSWORD, PERSONAS, type PersonaName } from '../test/personas';
import { setupSecondNode, type TestClient } from '../test/segundo-no';

const a = setupTestServer();
const b = setupSecondNode(a);

const me = (node: TestClient, cookie: string) => node.api({ method: 'GET', url: '/auth/me', cookie });

async function userId(persona: PersonaName): Promise<string> {
  const [user] = await a.db.select().from(users).where(eq(users.matricula, PERSONAS[persona].matricula));
  if (!user) throw new Error(`sem ${persona}`);
  return user.id;
}

describe('sessions on two nodes', () => {
  it('a logout through A is refused through B at the next request', async () => {
    const cookie = await a.login('delegado');
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await a.api({ method: 'POST', url: '/auth/logout', cookie })).statusCode).toBeLessThan(300);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it('a user disabled through A is refused through B, and cannot log in there', async () => {
    const admin = await a.login('admin');
    const escrivao = await b.login('escrivao');
    expect((await me(b, escrivao)).statusCode).toBe(200);
    const off = await a.api({
      method: 'PUT',
      url: `/usuarios/${await userId('escrivao')}/ativo`,
      cookie: admin,
      payload: { ativo: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(b, escrivao)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const again = await b.api({ method: 'POST', url: '/auth/login', payload: PERSONAS.escrivao });
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
  });

  it('a password changed through A ends the other sessions on B at once', async () => {
    const onA = await a.login('investigador');
    const onB = await b.login('investigador');
    expect((await me(b, onB)).statusCode).toBe(200);
    const nova = 'Cluster-Senha-Nova-29';
    const changed = await a.api({
      method: 'PUT',
      url: '/auth/password',
      cookie: onA,
      payload: { current_password: DEMO_PASSWORD, password: nova },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await me(b, onB)).statusCode).toBe(401);
    expect((await me(b, onA)).statusCode).toBe(200);
    const old = await b.api({ method: 'POST', url: '/auth/login', payload: PERSONAS.investigador });
    expect(old.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it("an administrator's temporary password through B ends the user's session on A at once", async () => {
    const admin = await b.login('admin');
    const perito = await a.login('perito');
    const set = await b.api({
      method: 'PUT',
      url: `/usuarios/${await userId('perito')}/senha`,
      cookie: admin,
      payload: { password: 'Temporaria-Cluster-91' },
    });
    expect(set.json()).toMatchObject({ senha_temporaria: true });
    expect((await me(a, perito)).statusCode).toBe(401);
  });

  it('a permission given to a profile through A holds through B at once, and taken back likewise', async () => {
    const admin = await a.login('admin');
    const delegado = await b.login('delegado');
    const [role] = await a.db.select().from(roles).where(eq(roles.name, 'Delegado'));
    const [papeis] = await a.db.select().from(permissions).where(eq(permissions.name, 'gerenciar_papeis'));
    const url = `/roles/${role?.id}/permissions/${papeis?.id}`;
    expect((await b.api({ method: 'GET', url: '/roles', cookie: delegado })).statusCode).toBe(403);
    expect((await a.api({ method: 'PUT', url, cookie: admin })).statusCode).toBe(200);
    expect((await b.api({ method: 'GET', url: '/roles', cookie: delegado })).statusCode).toBe(200);
    expect((await a.api({ method: 'DELETE', url, cookie: admin })).statusCode).toBe(200);
    expect((await b.api({ method: 'GET', url: '/roles', cookie: delegado })).statusCode).toBe(403);
  });

  it('five wrong passwords spread over A and B lock the matrícula on both', async () => {
    const wrong = { matricula: PERSONAS.semAcesso.matricula, password: 'chute-errado-1' };
    const nodes = [a, b, a, b];
    for (const node of nodes) {
      const tentativa = await node.api({ method: 'POST', url: '/auth/login', payload: wrong });
      expect(tentativa.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const fifth = await a.api({ method: 'POST', url: '/auth/login', payload: wrong });
    expect(fifth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const right = await b.api({ method: 'POST', url: '/auth/login', payload: PERSONAS.semAcesso });
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });
});
