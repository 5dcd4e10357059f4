/**
 * Issues 29 and 41: what ends or changes a session through one node holds on the other within a
 * second — two app nodes on one database, each keeping sessions in its own memory. Before each
 * change, B has answered the session (so it keeps it); after, B is asked until it refuses.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../shared/constants';
import { cargos, permissions, roles, sessions, unidades, users } from '../db/schema';
import { setupTestServer } from '../test/harness';
import { DEMO_PASSWORD, PERSONAS, type PersonaName } from '../test/personas';
import { setupSecondNode, type TestClient } from '../test/segundo-no';

const a = setupTestServer();
const b = setupSecondNode(a);

const me = (node: TestClient, cookie: string) => node.api({ method: 'GET', url: '/auth/me', cookie });

/** Asks until the answer has `status`, for at most a second: the notice's way to the other node. */
async function emUmSegundo(
  pedir: () => Promise<LightMyRequestResponse>,
  status: number,
): Promise<LightMyRequestResponse> {
  const limite = performance.now() + 1000;
  for (;;) {
    const resposta = await pedir();
    if (resposta.statusCode === status || performance.now() > limite) return resposta;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function userId(persona: PersonaName): Promise<string> {
  const [user] = await a.db.select().from(users).where(eq(users.matricula, PERSONAS[persona].matricula));
  if (!user) throw new Error(`sem ${persona}`);
  return user.id;
}

async function idDe(tabela: typeof roles | typeof permissions, name: string): Promise<string> {
  const [row] = await a.db.select({ id: tabela.id }).from(tabela).where(eq(tabela.name, name));
  if (!row) throw new Error(`sem ${name}`);
  return row.id;
}

describe('sessions on two nodes', () => {
  it('a logout through A is refused through B, and through A at once', async () => {
    const cookie = await a.login('delegado');
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await me(a, cookie)).statusCode).toBe(200);
    expect((await a.api({ method: 'POST', url: '/auth/logout', cookie })).statusCode).toBeLessThan(300);
    // The node that answered the logout knew it before its answer left: asked at once, without the
    // test client's wait for the notices.
    const semEsperar = await a.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/auth/me`,
      headers: { cookie },
    });
    expect(semEsperar.statusCode).toBe(401);
    expect((await emUmSegundo(() => me(b, cookie), 401)).statusCode).toBe(401);
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
    expect((await emUmSegundo(() => me(b, escrivao), 401)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const again = await b.api({ method: 'POST', url: '/auth/login', payload: PERSONAS.escrivao });
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
  });

  it('a password changed through A ends the other sessions on B', async () => {
    const onA = await a.login('investigador');
    const onB = await b.login('investigador');
    expect((await me(b, onB)).statusCode).toBe(200);
    expect((await me(b, onA)).statusCode).toBe(200);
    const changed = await a.api({
      method: 'PUT',
      url: '/auth/password',
      cookie: onA,
      payload: { current_password: DEMO_PASSWORD, password: 'Cluster-Senha-Nova-29' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await emUmSegundo(() => me(b, onB), 401)).statusCode).toBe(401);
    expect((await me(b, onA)).statusCode).toBe(200);
    const old = await b.api({ method: 'POST', url: '/auth/login', payload: PERSONAS.investigador });
    expect(old.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it("an administrator's temporary password through B ends the user's session on A", async () => {
    const admin = await b.login('admin');
    const perito = await a.login('perito');
    expect((await me(a, perito)).statusCode).toBe(200);
    const set = await b.api({
      method: 'PUT',
      url: `/usuarios/${await userId('perito')}/senha`,
      cookie: admin,
      payload: { password: 'Temporaria-Cluster-91' },
    });
    expect(set.json()).toMatchObject({ senha_temporaria: true });
    expect((await emUmSegundo(() => me(a, perito), 401)).statusCode).toBe(401);
  });

  it('a permission given to a profile through A holds through B, and taken back likewise', async () => {
    const admin = await a.login('admin');
    const delegado = await b.login('delegado');
    const url = `/roles/${await idDe(roles, 'Delegado')}/permissions/${await idDe(permissions, 'gerenciar_papeis')}`;
    const papeis = () => b.api({ method: 'GET', url: '/roles', cookie: delegado });
    expect((await papeis()).statusCode).toBe(403);
    expect((await a.api({ method: 'PUT', url, cookie: admin })).statusCode).toBe(200);
    expect((await emUmSegundo(papeis, 200)).statusCode).toBe(200);
    expect((await a.api({ method: 'DELETE', url, cookie: admin })).statusCode).toBe(200);
    expect((await emUmSegundo(papeis, 403)).statusCode).toBe(403);
  });

  it("a user's profile changed through A gives and takes rights through B", async () => {
    const admin = await a.login('admin');
    const gestor = await b.login('gestorPerfis');
    const papeis = () => b.api({ method: 'GET', url: '/roles', cookie: gestor });
    const usuarios = () => b.api({ method: 'GET', url: '/usuarios/perfis', cookie: gestor });
    expect((await papeis()).statusCode).toBe(200);
    expect((await usuarios()).statusCode).toBe(403);
    const [cargo] = await a.db.select({ id: cargos.id }).from(cargos).limit(1);
    const [unidade] = await a.db.select({ id: unidades.id }).from(unidades).limit(1);
    const trocado = await a.api({
      method: 'PUT',
      url: `/usuarios/${await userId('gestorPerfis')}`,
      cookie: admin,
      payload: {
        perfil_id: await idDe(roles, 'Gestor de Usuários'),
        cargo_id: cargo?.id,
        unidade_id: unidade?.id,
      },
    });
    expect(trocado.statusCode).toBe(200);
    expect((await emUmSegundo(usuarios, 200)).statusCode).toBe(200);
    expect((await papeis()).statusCode).toBe(403);
  });

  it('a session ended through A by wrong current passwords in Meus Dados is refused through B', async () => {
    const cookie = await a.login('semAcesso');
    expect((await me(b, cookie)).statusCode).toBe(200);
    const trocar = (tentativa: number) =>
      a.api({
        method: 'PUT',
        url: '/auth/password',
        cookie,
        payload: { current_password: `chute-${tentativa}`, password: 'Outra-Senha-Qualquer-41' },
      });
    for (let tentativa = 1; tentativa <= a.env.LOGIN_MAX_FAILURES; tentativa++) await trocar(tentativa);
    expect((await emUmSegundo(() => me(b, cookie), 401)).statusCode).toBe(401);
  });

  it('a session B keeps does not expire there while the officer works through another node', async () => {
    const cookie = await a.login('gestorPerfis');
    expect((await me(b, cookie)).statusCode).toBe(200);
    try {
      a.clock.advance((a.env.SESSION_IDLE_MINUTES + 1) * 60_000);
      // What the other node writes once a minute of the officer's work: no notice goes out for it.
      await a.db
        .update(sessions)
        .set({ lastSeenAt: a.clock.now() })
        .where(eq(sessions.userId, await userId('gestorPerfis')));
      expect((await me(b, cookie)).statusCode).toBe(200);
    } finally {
      a.clock.reset();
    }
  });

  it('five wrong passwords spread over A and B lock the matrícula on both', async () => {
    const wrong = { matricula: PERSONAS.gestorUsuarios.matricula, password: 'chute-errado-1' };
    const nodes = [a, b, a, b];
    for (const node of nodes) {
      const tentativa = await node.api({ method: 'POST', url: '/auth/login', payload: wrong });
      expect(tentativa.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const fifth = await a.api({ method: 'POST', url: '/auth/login', payload: wrong });
    expect(fifth.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const right = await b.api({ method: 'POST', url: '/auth/login', payload: PERSONAS.gestorUsuarios });
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });
});
