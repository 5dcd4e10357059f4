/**
 * Issue 29: background work runs on one node of the cluster at a time — the leader, holding an
 * advisory lock on a connection of its own — and another takes over when it stops; the audit
 * chain stays one unforked chain while every node writes and both try to seal at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sealPendingLogs } from '../audit/sequencer';
import { verifyLogChain } from '../audit/verify';
import type { Db } from '../db/client';
import { setupTestServer } from '../test/harness';
import { PERSONAS } from '../test/personas';
import { setupSecondNode, type TestNode } from '../test/segundo-no';

const base = setupTestServer();
const trabalho = { sealLogsEveryMs: 100, liderancaCadaMs: 100 };
const n1 = setupSecondNode(base, trabalho);
const n2 = setupSecondNode(base, trabalho);
const n3 = setupSecondNode(base, trabalho);

async function ate<T>(condicao: () => Promise<T | null | undefined> | T | null | undefined, ms = 10_000) {
  const limite = Date.now() + ms;
  for (;;) {
    const valor = await condicao();
    if (valor) return valor;
    if (Date.now() > limite) throw new Error('a condição não veio a tempo');
    await sleep(50);
  }
}

/** The nodes still up after the first test stopped the first leader. */
let restantes: TestNode[] = [n1, n2, n3];

const lideres = (nodes: TestNode[]) => nodes.filter((node) => node.app.lider());

/** What each node's /metrics says of its leadership (rip_cluster_leader). */
async function metricaDeLider(nodes: TestNode[]): Promise<number[]> {
  return Promise.all(
    nodes.map(
      async (node) =>
        (await node.metrics.getSingleMetric('rip_cluster_leader')?.get())?.values[0]?.value ?? -1,
    ),
  );
}

async function aSelar(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM log_unsealed`);
  return Number(result.rows[0]?.n ?? -1);
}

/**
 * Six officers take turns writing: at most LOGIN_MAX_FAILURES attempts of one matrícula are checked
 * at once (issue 39), so 24 logins of two matrículas at once would be refused as a guessing burst.
 */
const ESCRITORES = [
  PERSONAS.investigador,
  PERSONAS.escrivao,
  PERSONAS.delegado,
  PERSONAS.perito,
  PERSONAS.admin,
  PERSONAS.semAcesso,
];

/** Audit rows written through a node: a login and a logout. */
async function escrever(node: TestNode, i: number): Promise<void> {
  const persona = ESCRITORES[i % ESCRITORES.length] as (typeof ESCRITORES)[number];
  const login = await node.api({ method: 'POST', url: '/auth/login', payload: persona });
  const cookie = `rip_session=${login.cookies.find((c) => c.name === 'rip_session')?.value}`;
  await node.api({ method: 'POST', url: '/auth/logout', cookie });
}

describe('the leader of three nodes', () => {
  it('is one node at every moment, seals what all write, and hands over when it stops', async () => {
    const [primeiro] = await ate(() => (lideres(restantes).length === 1 ? lideres(restantes) : null));
    // For a while, with every node trying every 100 ms, never two leaders and never none.
    for (let i = 0; i < 20; i += 1) {
      expect(lideres(restantes)).toHaveLength(1);
      await sleep(50);
    }
    // What an operator sees: one node's metric says it leads, the leader's.
    expect(await metricaDeLider(restantes)).toEqual(restantes.map((node) => (node === primeiro ? 1 : 0)));
    await Promise.all(restantes.map((node, i) => escrever(node, i)));
    await ate(async () => (await aSelar(base.db)) === 0);

    restantes = restantes.filter((node) => node !== primeiro);
    await primeiro?.close();
    const [segundo] = await ate(() => (lideres(restantes).length === 1 ? lideres(restantes) : null));
    expect(await metricaDeLider(restantes)).toEqual(restantes.map((node) => (node === segundo ? 1 : 0)));
    await escrever(segundo as TestNode, 2);
    await ate(async () => (await aSelar(base.db)) === 0);
    const chain = await verifyLogChain(base.db);
    expect(chain.problems).toEqual([]);
  });

  it('stops the work when its connection is cut, and another node takes over', async () => {
    const [lider] = lideres(restantes);
    // The leader's own connection, found by the lock it holds, ended from the database's side. In
    // this file's database only: the other files' servers share the cluster, each with a leader.
    await base.db.execute(sql`
      SELECT pg_terminate_backend(l.pid) FROM pg_locks l
      WHERE l.locktype = 'advisory' AND l.granted AND l.objid = (hashtext('rip_lider')::bigint & 4294967295)::oid
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`);
    await ate(() => lider && !lider.app.lider());
    const [novo] = await ate(() => (lideres(restantes).length === 1 ? lideres(restantes) : null));
    expect(lideres(restantes)).toHaveLength(1);
    await escrever(novo as TestNode, 3);
    await ate(async () => (await aSelar(base.db)) === 0);
  });
});

describe('the audit chain with several nodes writing', () => {
  it('stays one chain when nodes write at once and two of them seal at once', async () => {
    const antes = await verifyLogChain(base.db);
    const nodes = [base, ...restantes];
    const escritas = Array.from({ length: 24 }, (_, i) => escrever(nodes[i % nodes.length] as TestNode, i));
    // Beside the leader's sequencer, both nodes' connections seal too, as hard as they can.
    let escrevendo = true;
    const selar = async (db: Db) => {
      while (escrevendo) await sealPendingLogs(db);
    };
    const seladores = [base, ...restantes].map((node) => selar(node.db));
    await Promise.all(escritas);
    escrevendo = false;
    await Promise.all(seladores);
    // A round that finds another node sealing returns at once (the chain's lock is tried, not
    // waited for): what that node holds is sealed when it commits, so wait until nothing is left.
    await ate(async () => {
      await sealPendingLogs(base.db);
      return (await aSelar(base.db)) === 0;
    });

    const depois = await verifyLogChain(base.db);
    expect(depois.problems).toEqual([]);
    expect(depois.sealed).toBeGreaterThanOrEqual(antes.sealed + 48);
    const seqs = await base.db.execute<{ n: number; max: number; distintos: number }>(
      sql`SELECT count(*)::int AS n, max(seq)::int AS max, count(DISTINCT log_id)::int AS distintos FROM log_chain`,
    );
    // One link per row, numbered without a gap or a repeat.
    const { n, max, distintos } = seqs.rows[0] ?? { n: -1, max: 0, distintos: 0 };
    expect([max, distintos]).toEqual([n, n]);
  });
});
