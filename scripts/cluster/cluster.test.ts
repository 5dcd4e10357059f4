/**
 * Issue 29: the production topology on this machine — Debian's PostgreSQL 15 with the README's two
 * roles, an S3 stand-in, three app nodes in production mode, HAProxy round robin without sticky
 * sessions — keeps what one node guarantees. Consecutive requests land on different nodes, and
 * each check asserts that they did (the X-Rip-Node header).
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringifyUploadMetadata, UPLOADS_PATH } from '../../server/storage/uploads';
import { sha256, vestigioDe } from '../../server/test/tus';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { type Answer, type Client, client } from './client';
import { type Cluster, startCluster } from './cluster';
import { executarComando } from './comandos';
import { MIX, mixedLoad, ok, type Workload, workload } from './load';
import { type AppNode, ROOT } from './nodes';

const DEMO = 'rip-demo-2026';
let cluster: Cluster;
let api: Client;
let sql: pg.Client;
let carga: Workload;

beforeAll(async () => {
  cluster = await startCluster({
    // Another checkout's run on the same machine names its own (the cluster takes ports from here up).
    basePort: Number(process.env.CLUSTER_TEST_PORT ?? 5070),
    demoUsers: true,
    // Every check logs in from this one address; the login limit is not what is under test here.
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  api = client(cluster.origin);
  sql = new pg.Client({ connectionString: cluster.postgres.superUrl });
  await sql.connect();
  carga = await workload(api);
}, 240_000);

afterAll(async () => {
  api?.close();
  await sql?.end();
  await cluster?.stop();
}, 60_000);

/** `count` consecutive calls; fails unless they were served by every node. */
async function acrossNodes(count: number, call: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await call());
  expect(new Set(answers.map((a) => a.node))).toEqual(new Set(cluster.nodes.map((n) => n.name)));
  return answers;
}

const me = (cookie: string) => () => api.call('GET', '/auth/me', { cookie });

/** rip_cluster_leader on a node's metrics port (node:http: fetch refuses some ports). */
function lider(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/metrics', agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve(Number(/^rip_cluster_leader (\d)$/m.exec(text)?.[1] ?? Number.NaN)));
      })
      .on('error', reject);
  });
}
const statuses = (answers: Answer[]) => answers.map((a) => a.status);

/** Every node asked again until all answer `status`, for at most a second (a notice's way to each). */
async function emUmSegundo(call: () => Promise<Answer>, status: number): Promise<number[]> {
  const limite = performance.now() + 1000;
  for (;;) {
    const answers = statuses(await acrossNodes(3, call));
    if (answers.every((answer) => answer === status) || performance.now() > limite) return answers;
  }
}

describe('a cluster of three nodes behind HAProxy', () => {
  it('runs the migrations and the app on PostgreSQL 15, as a role neither superuser nor owner', async () => {
    const { rows: version } = await sql.query('SHOW server_version');
    expect(version[0].server_version).toMatch(/^15\./);
    const journal = JSON.parse(
      readFileSync(path.join(ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8'),
    );
    const { rows: applied } = await sql.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(applied[0].n).toBe(journal.entries.length);
    const { rows: roles } = await sql.query(
      "SELECT rolname, rolsuper FROM pg_roles WHERE rolname IN ('rip_app', 'rip_owner') ORDER BY rolname",
    );
    expect(roles).toEqual([
      { rolname: 'rip_app', rolsuper: false },
      { rolname: 'rip_owner', rolsuper: false },
    ]);
    const { rows: owners } = await sql.query(
      "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'",
    );
    expect(owners).toEqual([{ tableowner: 'rip_owner' }]);
    const health = await acrossNodes(3, () => api.call('GET', '/health'));
    expect(statuses(health)).toEqual([200, 200, 200]);
  });

  it('takes a session made on one node on the others', async () => {
    const cookie = await api.login('1000003', DEMO);
    expect(statuses(await acrossNodes(6, me(cookie)))).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('ends a session on every node within a second of the logout', async () => {
    const cookie = await api.login('1000003', DEMO);
    await acrossNodes(3, me(cookie));
    expect((await api.call('POST', '/auth/logout', { cookie })).status).toBe(200);
    expect(await emUmSegundo(me(cookie), 401)).toEqual([401, 401, 401]);
  });

  it('refuses a disabled user on every node within a second', async () => {
    const admin = await api.login('1000001', DEMO);
    const cookie = await api.login('1000004', DEMO);
    await acrossNodes(3, me(cookie));
    const { rows } = await sql.query("SELECT id FROM users WHERE matricula = '1000004'");
    const ativo = (valor: boolean) =>
      api.call('PUT', `/usuarios/${rows[0].id}/ativo`, { cookie: admin, body: { ativo: valor } });
    expect((await ativo(false)).status).toBe(200);
    try {
      expect(await emUmSegundo(me(cookie), 401)).toEqual([401, 401, 401]);
    } finally {
      await ativo(true);
    }
  });

  it('counts login failures across the nodes: the fifth locks the account on every node', async () => {
    // LOGIN_MAX_FAILURES (5) wrong passwords, spread over the three nodes.
    const tries = await acrossNodes(5, () =>
      api.call('POST', '/auth/login', { body: { matricula: '1000005', password: 'senha-errada-1' } }),
    );
    expect(statuses(tries)).toEqual([401, 401, 401, 401, 423]);
    const locked = await acrossNodes(3, () =>
      api.call('POST', '/auth/login', { body: { matricula: '1000005', password: DEMO } }),
    );
    expect(statuses(locked)).toEqual([423, 423, 423]);
  });

  it('reads a case fresh on every node after a change made through one of them', async () => {
    const { cookie } = carga;
    const id = randomUUID();
    expect(
      ok(await api.call('POST', '/casos', { cookie, body: { id, name: 'Caso da leitura fresca' } })),
    ).toBe(true);
    const ler = () => api.call('GET', `/casos/${id}`, { cookie });
    // Each node reads the case once, and keeps its answer for the case's revision.
    await acrossNodes(3, ler);
    const nota = { id: randomUUID(), anotacao: 'Escrita por meio de um só nó.' };
    expect(ok(await api.call('POST', `/casos/${id}/anotacoes`, { cookie, body: nota }))).toBe(true);
    const depois = await acrossNodes(3, ler);
    expect(depois.map((answer) => JSON.parse(answer.body).anotacoes.length)).toEqual([1, 1, 1]);
  });
});

/** One tus request (create, HEAD or PATCH) over a fresh socket; `hold` streams and never ends. */
function tus(
  origin: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; node: string | null; offset: string | null }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${url}`, {
      method,
      agent: false,
      headers: {
        'Tus-Resumable': '1.0.0',
        cookie: carga.cookie,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(body ? { 'Content-Type': 'application/offset+octet-stream', 'Content-Length': body.length } : {}),
        ...headers,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          node: (response.headers['x-rip-node'] as string) ?? null,
          offset: (response.headers['upload-offset'] as string) ?? null,
        }),
      );
    });
    // Which request failed ('socket hang up' alone has left this test's rare failure unexplained).
    request.on('error', (error) => reject(new Error(`${method} ${url} via ${origin}: ${error.message}`)));
    request.end(body);
  });
}

const MIB = 1024 * 1024;

describe('a resumable upload across the cluster', () => {
  it('completes with PATCHes on different nodes, resumes after its node is killed mid-PATCH, and verifies its SHA-256', async () => {
    const id = randomUUID();
    const bytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(26 * MIB - 4)]);
    const created = await tus(cluster.origin, 'POST', UPLOADS_PATH, {
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': stringifyUploadMetadata({
        mediaId: id,
        casoId: carga.casoId,
        kind: 'video',
        sha256: sha256(bytes),
        contentType: 'video/webm',
        filename: 'video.webm',
      }),
    });
    expect(created.status).toBe(201);
    const url = `${UPLOADS_PATH}/${id}`;
    const first = await tus(
      cluster.origin,
      'PATCH',
      url,
      { 'Upload-Offset': '0' },
      bytes.subarray(0, 9 * MIB),
    );
    expect(first.status).toBe(204);
    expect(first.node).not.toBe(created.node);

    // The next PATCH goes to a third node, which dies (kill -9) with part of the body sent.
    const victim = cluster.nodes.find((n) => n.name !== first.node && n.name !== created.node) as AppNode;
    const cut = new Promise<void>((resolve) => {
      const request = http.request(`http://127.0.0.1:${victim.port}${url}`, {
        method: 'PATCH',
        agent: false,
        headers: {
          'Tus-Resumable': '1.0.0',
          cookie: carga.cookie,
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(bytes.length - 9 * MIB),
          'Upload-Offset': String(9 * MIB),
        },
      });
      request.on('error', () => resolve());
      request.on('response', () => resolve());
      request.write(bytes.subarray(9 * MIB, 19 * MIB));
    });
    // Long enough for the node to send the first 8 MiB of this PATCH to the bucket as a part.
    const before = Date.now();
    while (Date.now() - before < 20_000) {
      const head = await tus(cluster.origin, 'HEAD', url, {});
      if (Number(head.offset) > 9 * MIB) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await victim.stop('SIGKILL');
    await cut;
    await cluster.waitFor(victim, 'DOWN');

    const heads = await Promise.all([0, 1].map(() => tus(cluster.origin, 'HEAD', url, {})));
    expect(heads[0]?.node).not.toBe(heads[1]?.node);
    const offset = Number(heads[0]?.offset);
    expect(heads[1]?.offset).toBe(String(offset));
    expect(offset).toBeGreaterThan(9 * MIB);
    expect(offset).toBeLessThanOrEqual(19 * MIB);
    const rest = await tus(
      cluster.origin,
      'PATCH',
      url,
      { 'Upload-Offset': String(offset) },
      bytes.subarray(offset),
    );
    expect(rest.status).toBe(204);

    const claimed = await api.call('POST', `/casos/${carga.casoId}/vestigios`, {
      cookie: carga.cookie,
      body: vestigioDe({ id, kind: 'video', contentType: 'video/webm', bytes }),
    });
    expect(claimed.status, claimed.body).toBe(201);
    const { rows } = await sql.query('SELECT sha256, size_bytes FROM media_objects WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ sha256: sha256(bytes) });

    await victim.start();
    await cluster.waitFor(victim, 'UP');
  }, 120_000);
});

describe('nodes coming and going under load', () => {
  it('restarts the three nodes one at a time under the mixed load with 0 failed requests', async () => {
    const load = mixedLoad(carga.run, 12, MIX);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ultimo = cluster.nodes.at(-1) as AppNode;
    // A SIGTERM alone: the node's drain lets HAProxy's checks take it out.
    for (const node of cluster.nodes.slice(0, -1)) {
      await node.stop('SIGTERM');
      await cluster.waitFor(node, 'DOWN');
      await node.start();
      await cluster.waitFor(node, 'UP');
    }
    // The last one by npm run cluster's command, which takes it out of HAProxy first, as the guide does.
    const antes = ultimo.servico?.child.pid;
    const ditos: string[] = [];
    await executarComando(`reiniciar ${ultimo.name}`, cluster, (texto) => ditos.push(texto));
    expect(ultimo.servico?.child.pid).not.toBe(antes);
    expect(ditos).toEqual([`${ultimo.name} parado`, `${ultimo.name} pronto e de volta no HAProxy`]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const total = await load.stop();
    console.log(
      `reinício em sequência: ${total} pedidos, ${load.failures.length} falhas`,
      Object.fromEntries(load.byNode),
    );
    expect(load.failures).toEqual([]);
    expect(load.byNode.size).toBe(3);
  }, 180_000);

  it('loses no acknowledged write when a node is killed (kill -9), and each resent create lands once', async () => {
    const acknowledged: string[] = [];
    const resent = new Set<string>();
    let running = true;
    const writers = Array.from({ length: 8 }, async () => {
      while (running) {
        const id = randomUUID();
        await carga.createNote(id, { onRetry: () => resent.add(id) });
        acknowledged.push(id);
      }
    });
    const readers = mixedLoad(carga.run, 4, MIX);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const victim = cluster.nodes[1] as AppNode;
    await victim.stop('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    running = false;
    await Promise.all(writers);
    await readers.stop();
    console.log(
      `kill -9: ${acknowledged.length} anotações confirmadas, ${resent.size} reenviadas; leituras/buscas com falha: ${readers.failures.length}`,
    );
    const { rows } = await sql.query(
      `SELECT (SELECT count(*)::int FROM anotacoes WHERE id = ANY($1::uuid[])) AS notas,
              (SELECT count(*)::int FROM logs WHERE action = 'anotacao.created' AND context->>'anotacaoId' = ANY($2::text[])) AS registros`,
      [acknowledged, acknowledged],
    );
    expect(rows[0]).toEqual({ notas: acknowledged.length, registros: acknowledged.length });
    await victim.start();
    await cluster.waitFor(victim, 'UP');
  }, 120_000);

  it('runs background work on one node only: after the restarts and the kill, one node leads', async () => {
    // The leader holds pg_advisory_lock(hashtext('rip_lider')) on a connection of its own
    // (server/cluster/lideranca.ts); a bigint key shows in pg_locks split in two halves.
    const lideres = async () =>
      (
        await sql.query(
          `SELECT count(*)::int AS n FROM pg_locks
            WHERE locktype = 'advisory' AND granted AND objsubid = 1
              AND objid::text::bigint = (hashtext('rip_lider')::bigint & 4294967295)
              AND classid::text::bigint = ((hashtext('rip_lider')::bigint >> 32) & 4294967295)`,
        )
      ).rows[0].n as number;
    // A node killed while leading frees the lock when its connection drops; another takes it at
    // its next try.
    for (let waited = 0; (await lideres()) !== 1 && waited < 20_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const amostras: number[] = [];
    const metricas: number[] = [];
    for (let i = 0; i < 6; i++) {
      amostras.push(await lideres());
      // What the operator watches: each node's own metrics port says whether it leads.
      const ditos = await Promise.all(cluster.nodes.map((node) => lider(node.metricsPort)));
      metricas.push(ditos.reduce((soma, dito) => soma + dito, 0));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(amostras).toEqual([1, 1, 1, 1, 1, 1]);
    expect(metricas).toEqual([1, 1, 1, 1, 1, 1]);
  }, 60_000);

  it('leaves one unforked audit chain: audit:verify passes after the run', async () => {
    // The nodes seal pending rows four times a second.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'server', 'cli', 'audit-verify.ts')],
      { cwd: ROOT, env: { ...process.env, ...cluster.env, RIP_DATA_DIR: path.join(cluster.dir, 'verify') } },
    );
    console.log(stdout.trim());
  }, 120_000);
});
