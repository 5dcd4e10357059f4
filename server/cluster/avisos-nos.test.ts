/**
 * Issue 41: a node serves sessions from memory only while the database's notices reach it. A
 * change made without a notice (the triggers switched off by a superuser: what a lost notice
 * would be) shows that B answers from memory; cutting B's notice connection makes B read the
 * database at once, and what B kept before the cut is never served again.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { setupTestServer } from '../test/harness';
import { PERSONAS, type PersonaName } from '../test/personas';
import { setupSecondNode, type TestClient } from '../test/segundo-no';
import { onDatabase } from '../test/urls';

const a = setupTestServer();
const b = setupSecondNode(a);

let superusuario: pg.Client;
beforeAll(async () => {
  const banco = new URL(a.env.DATABASE_URL ?? '').pathname.slice(1);
  superusuario = new pg.Client(onDatabase(inject('pgAdminUrl'), banco));
  await superusuario.connect();
});
afterAll(() => superusuario?.end());

const me = (node: TestClient, cookie: string) => node.api({ method: 'GET', url: '/auth/me', cookie });

/** Ends the persona's sessions with the triggers off: no node is told. */
async function encerrarSemAviso(persona: PersonaName): Promise<void> {
  const [user] = await a.db.select().from(users).where(eq(users.matricula, PERSONAS[persona].matricula));
  await superusuario.query('BEGIN');
  await superusuario.query('SET LOCAL session_replication_role = replica');
  await superusuario.query('UPDATE sessions SET ended_at = now() WHERE user_id = $1', [user?.id]);
  await superusuario.query('COMMIT');
}

async function emDia(node: { app: { avisos: { emDia(): boolean } } }): Promise<void> {
  while (!node.app.avisos.emDia()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Cuts B's notice connection from the database's side, and waits for its backend to be gone. */
async function cortarB(): Promise<number> {
  const pid = b.app.avisos.pid();
  if (pid === null) throw new Error('B não está ouvindo');
  await superusuario.query('SELECT pg_terminate_backend($1, 5000)', [pid]);
  return pid;
}

describe('a node whose notices stop', () => {
  it('serves a kept session from memory while in step: a change nobody was told of goes unseen', async () => {
    await emDia(b);
    const cookie = await a.login('delegado');
    expect((await me(b, cookie)).statusCode).toBe(200);
    await encerrarSemAviso('delegado');
    await emDia(b);
    expect((await me(b, cookie)).statusCode).toBe(200);
    await a.api({ method: 'POST', url: '/auth/logout', cookie });
  });

  it('refuses at once, before it listens again, a session ended after its connection was cut', async () => {
    await emDia(b);
    const cookie = await a.login('investigador');
    expect((await me(b, cookie)).statusCode).toBe(200);
    const antigo = await cortarB();
    // Ended with a notice B can no longer hear: B must not answer from what it kept.
    expect((await a.api({ method: 'POST', url: '/auth/logout', cookie })).statusCode).toBeLessThan(300);
    expect((await me(b, cookie)).statusCode).toBe(401);
    expect(b.app.avisos.pid()).not.toBe(antigo);

    await emDia(b);
    expect(b.app.avisos.pid()).not.toBe(antigo);
    const outro = await a.login('investigador');
    expect((await me(b, outro)).statusCode).toBe(200);
    await a.api({ method: 'POST', url: '/auth/logout', cookie: outro });
    const limite = performance.now() + 1000;
    while ((await me(b, outro)).statusCode !== 401 && performance.now() < limite);
    expect((await me(b, outro)).statusCode).toBe(401);
  });

  it('forgets what it kept before the cut: a change missed while down is read once it listens again', async () => {
    await emDia(b);
    const cookie = await a.login('perito');
    expect((await me(b, cookie)).statusCode).toBe(200);
    await cortarB();
    await encerrarSemAviso('perito');
    await emDia(b);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });
});

describe('what notifies the nodes (migration 0037)', () => {
  it('asks its connection one question at a time, however many syncs come with the heartbeat, and joins those waiting', async () => {
    await emDia(b);
    const query = pg.Client.prototype.query;
    const emVoo = new Map<pg.Client, number>();
    let maximo = 0;
    let perguntas = 0;
    // Counts the questions in flight on each notice connection (pg 9 refuses a second one). Per
    // connection: one replaced meanwhile (a heartbeat late on a loaded machine) asks on its own.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      const nome = (this as unknown as { connectionParameters: { application_name?: string } })
        .connectionParameters.application_name;
      // A sync's question; a replacing connection's LISTENs are not a sync's.
      if (nome !== 'rip-avisos' || args[0] !== 'SELECT 1' || !(result instanceof Promise)) return result;
      const agora = (emVoo.get(this) ?? 0) + 1;
      emVoo.set(this, agora);
      perguntas += 1;
      maximo = Math.max(maximo, agora);
      return result.finally(() => {
        emVoo.set(this, (emVoo.get(this) ?? 1) - 1);
      });
    } as typeof query;
    try {
      await Promise.all(Array.from({ length: 20 }, () => b.app.avisos.sincronizar()));
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(maximo).toBe(1);
    // Twenty syncs at once: the one under way (the heartbeat's, perhaps) and one more they join.
    expect(perguntas).toBeLessThanOrEqual(2);
    expect(b.app.avisos.emDia()).toBe(true);
  });

  it('every change a kept session or case access depends on, and nothing else', async () => {
    const ouvinte = new pg.Client(a.env.DATABASE_URL);
    const recebidos: string[] = [];
    ouvinte.on('notification', (aviso) => recebidos.push(`${aviso.channel} ${aviso.payload}`));
    await ouvinte.connect();
    await ouvinte.query('LISTEN rip_sessoes');
    await ouvinte.query('LISTEN rip_casos');
    const depois = async (comando: string, ...valores: unknown[]) => {
      recebidos.length = 0;
      await superusuario.query(comando, valores);
      // A round trip on the listening connection: every notice committed before it has arrived.
      await ouvinte.query('SELECT 1');
      return [...new Set(recebidos)].sort();
    };
    try {
      const [user] = await a.db.select().from(users).where(eq(users.matricula, PERSONAS.escrivao.matricula));
      const u = `rip_sessoes u:${user?.id}`;
      await a.login('escrivao');
      const [sessao] = await a.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? ''));
      const s = `rip_sessoes s:${sessao?.id}`;
      const id = sessao?.id;
      expect(
        await depois('UPDATE sessions SET last_seen_at = now(), senha_tentativas = 1 WHERE id = $1', id),
      ).toEqual([]);
      expect(await depois('UPDATE sessions SET ended_at = ended_at WHERE id = $1', id)).toEqual([]);
      expect(
        await depois("UPDATE sessions SET expires_at = expires_at + interval '1 s' WHERE id = $1", id),
      ).toEqual([s]);
      expect(await depois('UPDATE sessions SET ended_at = now() WHERE id = $1', id)).toEqual([s]);
      expect(
        await depois('UPDATE users SET updated_at = now(), cargo_id = cargo_id WHERE id = $1', user?.id),
      ).toEqual([]);
      for (const coluna of [
        "name = name || '.'",
        'active = NOT active',
        'must_change_password = NOT must_change_password',
      ]) {
        expect(await depois(`UPDATE users SET ${coluna} WHERE id = $1`, user?.id), coluna).toEqual([u]);
      }
      expect(await depois('UPDATE user_roles SET role_id = role_id WHERE user_id = $1', user?.id)).toEqual([
        u,
      ]);
      expect(await depois("UPDATE permissions SET label = label || '.'")).toEqual([]);
      expect(await depois('UPDATE permissions SET name = name')).toEqual(['rip_sessoes *']);
      expect(await depois('DELETE FROM role_permissions WHERE false')).toEqual(['rip_sessoes *']);
      expect(await depois('DELETE FROM sessions WHERE id = $1', id)).toEqual([s]);
      const caso = randomUUID();
      const criado = await a.api({
        method: 'POST',
        url: '/casos',
        cookie: await a.login('delegado'),
        payload: { id: caso, name: 'Caso dos avisos' },
      });
      expect(criado.statusCode).toBe(201);
      expect(await depois("UPDATE casos SET name = name || '.' WHERE id = $1", caso)).toEqual([
        `rip_casos ${caso}`,
      ]);
      expect(await depois('DELETE FROM casos WHERE id = $1', caso)).toEqual([`rip_casos ${caso}`]);
      // Rolled back: never delivered.
      recebidos.length = 0;
      await superusuario.query('BEGIN');
      await superusuario.query('UPDATE users SET active = NOT active WHERE id = $1', [user?.id]);
      await superusuario.query('ROLLBACK');
      await ouvinte.query('SELECT 1');
      expect(recebidos).toEqual([]);
    } finally {
      await ouvinte.end();
    }
  });
});
