/**
 * A second app node on a test file's database, as a second server of the cluster would be: its
 * own pool, its own memory (rate limits, caches, leadership), the same database and settings.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Registry } from 'prom-client';
import { afterAll, beforeAll } from 'vitest';
import { API_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { type BuildOptions, buildApp } from '../app';
import { connect, type Database } from '../db/client';
import type { Env } from '../env';
import { PERSONAS, type PersonaName } from './personas';

export interface TestClient {
  /** A request to the API as a browser of ours would send it (JSON, CSRF header, cookie). */
  api(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Logs a persona in and returns its session cookie. */
  login(persona: PersonaName): Promise<string>;
}

/**
 * Requests to an app's API as a browser of ours sends them, and a persona's login. `emDia`: each
 * request waits until the node has every database notice committed before it was sent, as a
 * request coming after a change does in practice (a notice takes well under a millisecond; a test
 * that changes rows itself and asks at once would otherwise race it). The second node's client
 * does not wait: the tests of two nodes see a notice take its way.
 */
export function clientOf(app: () => FastifyInstance, options: { emDia: boolean }): TestClient {
  const client: TestClient = {
    api: async ({
      cookie,
      headers,
      ...request
    }: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> => {
      if (options.emDia) await app().avisos.sincronizar();
      return app().inject({
        ...request,
        url: `${API_PREFIX}${request.url}`,
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, ...(cookie ? { cookie } : {}), ...headers },
      });
    },
    login: async (persona: PersonaName) => {
      const response = await client.api({ method: 'POST', url: '/auth/login', payload: PERSONAS[persona] });
      if (response.statusCode !== 200)
        throw new Error(`login de ${persona}: ${response.statusCode} ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'rip_session');
      if (!cookie) throw new Error('login sem cookie de sessão');
      return `rip_session=${cookie.value}`;
    },
  };
  return client;
}

export interface TestNode extends TestClient {
  app: FastifyInstance;
  db: Database['db'];
  /** What the node's /metrics would serve. */
  metrics: Registry;
  /** Stops the node (as a server stopping: its onClose work runs), before the file's end. */
  close(): Promise<void>;
}

/** Another node beside `server` (call at the top level, after setupTestServer). */
export function setupSecondNode(
  server: { env: Env; clock: { now(): Date } },
  options: BuildOptions = {},
): TestNode {
  const node = {} as TestNode;
  let database: Database;
  let closed = false;
  beforeAll(async () => {
    if (!server.env.DATABASE_URL) throw new Error('o servidor do teste não tem DATABASE_URL');
    database = connect(server.env.DATABASE_URL, { max: 4 });
    const built = await buildApp(database.db, server.env, { clock: () => server.clock.now(), ...options });
    Object.assign(
      node,
      clientOf(() => built.app, { emDia: false }),
      {
        app: built.app,
        db: database.db,
        metrics: built.metrics,
        close: async () => {
          if (closed) return;
          closed = true;
          await built.app.close();
          await database.close();
        },
      },
    );
  });
  afterAll(() => node.close?.());
  return node;
}
