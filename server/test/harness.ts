import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, type BuiltApp, buildApp } from '../app';
import type { DeclaredRoute } from '../auth/access';
import { connect, type Database } from '../db/client';
import { OWNER_ROLE } from '../db/embedded-credentials';
import { type Env, loadEnv } from '../env';
import { TEMPLATE_DATABASE } from './personas';
import { clientOf, type TestClient } from './segundo-no';
import { onDatabase } from './urls';

/** A clock a test can move forward (the 24-hour rule); it follows real time from where it was set. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}

export interface TestServer extends TestClient {
  clock: TestClock;
  app: FastifyInstance;
  db: Database['db'];
  env: Env;
  routes: DeclaredRoute[];
  readiness: BuiltApp['readiness'];
  metrics: BuiltApp['metrics'];
}

/**
 * Gives the test file its own database, cloned from the migrated and seeded template, and an
 * app built on it, connected as the app role like the real server (env.DATABASE_OWNER_URL is
 * the owner's login on the same database). Call at the top level of a test file. `overrides` is
 * read when the server is built, in the file's first beforeAll of this function.
 */
export function setupTestServer(
  overrides: Partial<NodeJS.ProcessEnv> = {},
  options: { logStream?: Writable; build?: BuildOptions } = {},
): TestServer {
  const server = { clock: testClock() } as TestServer;
  let database: Database;
  let admin: Database;
  let dataDir = '';

  beforeAll(async () => {
    const name = `t_${randomBytes(6).toString('hex')}`;
    admin = connect(inject('pgAdminUrl'), { max: 1 });
    // The clone keeps the template's owners and grants; the database itself gets the owner too.
    await admin.pool.query(`CREATE DATABASE ${name} OWNER ${OWNER_ROLE} TEMPLATE ${TEMPLATE_DATABASE}`);
    const url = onDatabase(inject('pgAppUrl'), name);
    database = connect(url, { max: 4 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'rip-test-data-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      // Media and map tiles of a test never land in the developer's own data folder.
      RIP_DATA_DIR: dataDir,
      DATABASE_URL: url,
      DATABASE_OWNER_URL: onDatabase(inject('pgOwnerUrl'), name),
      LOG_LEVEL: 'silent',
      // Tests log in far more often than a person; the limit itself is tested with its own value.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // No test reaches the internet: a test of maps or addresses names its stand-in.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      GEOCODER_URL: 'http://127.0.0.1:9/reverse',
      ...overrides,
    });
    const built = await buildApp(database.db, env, {
      clock: () => server.clock.now(),
      logStream: options.logStream,
      ...options.build,
    });
    Object.assign(
      server,
      clientOf(() => built.app, { emDia: true }),
      {
        app: built.app,
        db: database.db,
        env,
        routes: built.routes,
        readiness: built.readiness,
        metrics: built.metrics,
      },
    );
  });

  afterAll(async () => {
    await server.app?.close();
    await database?.close();
    await admin?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return server;
}
