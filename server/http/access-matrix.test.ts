/**
 * The access matrix, walked from the endpoint table: a new operation is covered the moment it is
 * declared. Anonymous → 401; without the permission → 403; a logged-in non-member who holds every
 * permission, with the ids of a real case of someone else → 404 on every case-scoped operation.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, OPERATION_NAMES, type OperationName } from '../../shared/api';
import { type Endpoint, pathOf } from '../../shared/api/endpoint';
import { PERMISSIONS } from '../../shared/permissions';
import { installAccessControl } from '../auth/access';
import { type CasoCompleto, criarCasoCompleto } from '../test/fixtures';
import { setupTestServer } from '../test/harness';

const server = setupTestServer();

// verifyRelatorio: whoever holds a report checks it without an account (it answers only with the PDF's hash);
// getReadiness: the load balancer's health check (it answers only with the node's state).
const PUBLIC = [
  'getHealth',
  'getReadiness',
  'getOpenApi',
  'login',
  // Issue 43: the login with a passkey, its challenge first.
  'createPasskeyLoginOpcoes',
  'loginPasskey',
  'verifyRelatorio',
];

const operations = OPERATION_NAMES.map((name) => [name, ENDPOINTS[name] as Endpoint] as const);

/** The path with every parameter a fresh id: no such record exists. */
function anyPath(endpoint: Endpoint): string {
  return endpoint.path.replace(/:[A-Za-z_]+/g, () => randomUUID());
}

/** The path with the ids of the case's real records; parameters it has no record for get a fresh id. */
function realPath(endpoint: Endpoint, caso: CasoCompleto): string {
  const ids: Record<string, string> = { ...caso };
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
  return pathOf(endpoint, Object.fromEntries(names.map((name) => [name, ids[name] ?? randomUUID()])));
}

const call = (name: OperationName, url: string, cookie?: string) =>
  server.api({ method: ENDPOINTS[name].method, url, payload: {}, cookie });

describe('the access matrix of the endpoint table', () => {
  let caso: CasoCompleto;
  // One session per persona: logins are rate-limited per address.
  const cookies = { semAcesso: '', admin: '' };
  beforeAll(async () => {
    caso = await criarCasoCompleto(server, await server.login('investigador'));
    cookies.semAcesso = await server.login('semAcesso');
    cookies.admin = await server.login('admin');
  });

  it('registers every operation of the table, and only those', () => {
    // The tus endpoint (server/features/vestigios/uploads.tus.ts) is mounted beside the table, with tus's own
    // methods; it has its own access tests in server/features/vestigios/uploads.tus.test.ts.
    const registered = server.routes
      .filter((route) => !route.url.startsWith('/rip-app/api/uploads'))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const declared = operations.map(([, e]) => `${e.method} /rip-app/api${e.path}`).sort();
    expect(registered).toEqual(declared);
    for (const [, endpoint] of operations) {
      expect(['public', 'login', ...PERMISSIONS]).toContain(endpoint.access);
    }
  });

  it('has only the logins, health, the OpenAPI document and the report check public', () => {
    const publicas = operations.filter(([, e]) => e.access === 'public').map(([name]) => name);
    expect(publicas.sort()).toEqual([...PUBLIC].sort());
  });

  it('scopes every operation whose path names a case', () => {
    for (const [name, endpoint] of operations) {
      expect(Boolean(endpoint.caso), name).toBe(endpoint.path.includes(':casoId'));
    }
  });

  it.each(operations.filter(([, e]) => e.access !== 'public'))(
    '%s: 401 without a session',
    async (name, e) => {
      const response = await call(name, anyPath(e));
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    },
  );

  // The router decodes the path and takes an absolute URL: the same route under another spelling
  // is the same route, and asks the same session. Before 30/11 the check read the raw URL and let
  // '/rip-app/%61pi/dashboard/map' through with no session at all.
  it.each(operations.filter(([, e]) => e.access !== 'public'))(
    '%s: 401 without a session, however its URL is spelt',
    async (_name, e) => {
      const caminho = anyPath(e);
      for (const url of [
        `/rip-app/%61pi${caminho}`,
        `/rip-%61pp/api${caminho}`,
        `http://localhost/rip-app/api${caminho}`,
      ]) {
        const response = await server.app.inject({ method: e.method, url, payload: {} });
        expect(response.statusCode, url).toBe(401);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    },
  );

  it.each(operations.filter(([, e]) => e.access !== 'public' && e.access !== 'login'))(
    '%s: 403 to a user without its permission',
    async (name, e) => {
      const response = await call(name, anyPath(e), cookies.semAcesso);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    },
  );

  it.each(operations.filter(([, e]) => e.caso === 'members' || e.caso === 'members-or-deleted'))(
    '%s: 404 to a non-member, with the ids of a real case',
    async (name, e) => {
      const response = await call(name, realPath(e, caso), cookies.admin);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );

  it.each(operations.filter(([, e]) => e.caso === 'existing'))(
    '%s: open to a non-member of a real case, 404 for a case that does not exist',
    async (name, e) => {
      expect((await call(name, realPath(e, caso), cookies.admin)).statusCode).not.toBe(404);
      expect((await call(name, anyPath(e), cookies.admin)).statusCode).toBe(404);
    },
  );

  it('lets the holder of the permission past the permission check', async () => {
    const cookie = cookies.admin;
    // Logout ends the session, so it goes last.
    const ordered = operations
      .filter(([, e]) => e.access !== 'public')
      .sort(([a], [b]) => Number(a === 'logout') - Number(b === 'logout'));
    for (const [name, endpoint] of ordered) {
      const response = await call(name, anyPath(endpoint), cookie);
      expect([401, 403], name).not.toContain(response.statusCode);
    }
  });

  it('refuses to register a route that does not declare its access', () => {
    const app = Fastify();
    const semMemoria = { obter: <V>(_chave: string, ler: () => Promise<V>) => ler() };
    installAccessControl(app, server.db, server.env, {
      sessions: semMemoria,
      acessos: semMemoria,
      aparelhos: semMemoria,
    });
    expect(() => app.get('/rip-app/api/sem-declaracao', async () => ({}))).toThrow(/não declara o acesso/);
  });

  it('answers an unknown API route with 404 and a Portuguese message', async () => {
    const response = await server.api({ method: 'GET', url: '/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });
});
