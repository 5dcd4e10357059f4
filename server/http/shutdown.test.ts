/**
 * SIGTERM on the real server (production mode, as a child process): readiness goes 503 first,
 * then the node stops accepting, the tus PATCH in flight still completes, and the process exits 0.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { indexName } from '../db/concurrent-indexes';
import { embeddedCredentials, loginUrl } from '../db/embedded-credentials';
import { freePort } from '../db/embedded-port';
import { INDICE_DE_EXCLUSOES } from '../kit/apagado';
import { runCli } from '../test/run-cli';
import { segredosDeProducao } from '../test/segredos-de-producao';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../test/server-process';
import { slowPatch } from '../test/slow-patch';
import { tusClient, tusFile } from '../test/tus';

const ADMIN = { matricula: '7000001', password: 'Encerramento-Gracioso-2026!' };
let dataDir: string;
let segredos: string;
let server: ServerProcess | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rip-shutdown-'));
  segredos = await mkdtemp(path.join(tmpdir(), 'rip-shutdown-segredos-'));
  // Production never seeds demo users: the first administrator is made as an operator would.
  const created = await runCli(
    'user-create.ts',
    ['--matricula', ADMIN.matricula, '--nome', 'Operadora Teste'],
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://rip.example/rip-app',
      RIP_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      RIP_USER_PASSWORD: ADMIN.password,
    },
  );
  expect(created.code, created.output).toBe(0);
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
  await rm(segredos, { recursive: true, force: true });
});

async function indiceValido(pasta: string, pgPort: number): Promise<boolean> {
  const client = new pg.Client(loginUrl((await embeddedCredentials(pasta)).owner, pgPort));
  await client.connect();
  try {
    for (let tentativa = 0; tentativa < 300; tentativa++) {
      const { rows } = await client.query(
        'SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1',
        [indexName(INDICE_DE_EXCLUSOES)],
      );
      if (rows[0]?.valid) return true;
      await sleep(100);
    }
    return false;
  } finally {
    await client.end();
  }
}

async function status(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 'refused';
  }
}

describe('a graceful shutdown', () => {
  it('says not ready, stops accepting, finishes the upload in flight and exits 0', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const pgPort = await freePort();
    server = spawnServer({
      METRICS_PORT: String(metricsPort),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://rip.example/rip-app',
      RIP_DATA_DIR: dataDir,
      ...(await segredosDeProducao(segredos)),
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      SHUTDOWN_DRAIN_MS: '1500',
      LOG_LEVEL: 'warn',
    });
    await waitUntilHealthy(server, 90_000);
    // Once it serves, the node builds the log's index of deletions, which the CLI's start did not.
    expect(await indiceValido(dataDir, pgPort)).toBe(true);
    const base = `http://127.0.0.1:${port}`;
    const ready = `${base}/rip-app/api/health/ready`;
    expect(await status(ready)).toBe(200);

    const login = await fetch(`${base}/rip-app/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const caso = await fetch(`${base}/rip-app/api/casos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
      body: JSON.stringify({ id: randomUUID(), name: 'Caso do Encerramento' }),
    });
    expect(caso.status).toBe(201);
    const casoId = ((await caso.json()) as { id: string }).id;
    const file = tusFile('video', 'video/mp4', randomBytes(2 * 1024 * 1024));
    expect((await tusClient(base, cookie).create(casoId, file)).status).toBe(201);

    const patch = slowPatch(base, cookie, file.id, file.bytes);
    await patch.started;
    // The metrics port of the real server, on loopback, counting what this test did.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const metrics = await scraped.text();
    expect(metrics).toContain(
      'rip_http_request_duration_seconds_count{operation="login",method="POST",status="200"} 1',
    );
    expect(metrics).toContain('rip_uploads_in_progress 1');
    server.child.kill('SIGTERM');

    // First the load balancer's signal, while the node still answers.
    const seen: (number | 'refused')[] = [];
    for (;;) {
      const answer = await status(ready);
      seen.push(answer);
      if (answer === 'refused') break;
      await sleep(50);
    }
    // A poll may beat the signal to the process; from the first 503 on, never ready again.
    const afterSignal = seen.slice(seen.indexOf(503));
    expect(afterSignal[0]).toBe(503);
    expect(afterSignal).not.toContain(200);
    // Then no new connection is taken, while the upload begun before is still open.
    expect(await status(`${base}/rip-app/api/health`)).toBe('refused');
    expect(server.child.exitCode).toBeNull();

    expect(await patch.finish()).toBe(204);
    expect(await server.exited).toBe(0);
    expect(await status(`http://127.0.0.1:${metricsPort}/metrics`)).toBe('refused');
    expect(server.output()).not.toMatch(/interrompidas|falha ao|pg pool|terminating connection/);
  }, 150_000);
});
