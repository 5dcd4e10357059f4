import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../shared/permissions';
import { installAccessControl } from '../auth/access';
import { setupTestServer } from '../test/harness';

const server = setupTestServer();

const PUBLIC_ROUTES = [
  'GET /rip-app/api/health',
  'GET /rip-app/api/openapi.json',
  'POST /rip-app/api/auth/login',
];

const path = (url: string) => url.replace('/rip-app/api', '').replace(/:[A-Za-z_]+/g, randomUUID());

describe('every API route declares who may call it', () => {
  it('knows the routes (the matrix below is built from them)', () => {
    expect(server.routes.length).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length + 4);
    for (const route of server.routes) {
      expect(['public', 'login', ...PERMISSIONS]).toContain(route.access);
    }
  });

  it('only login, health and the OpenAPI document are public', () => {
    const publicRoutes = server.routes
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 on every other route without a session', async () => {
    for (const route of server.routes.filter((r) => r.access !== 'public')) {
      const response = await server.api({ method: route.method as 'GET', url: path(route.url), payload: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 on every permission route to a user lacking that permission', async () => {
    const cookie = await server.login('semAcesso');
    for (const route of server.routes.filter((r) => r.access !== 'public' && r.access !== 'login')) {
      const response = await server.api({
        method: route.method as 'GET',
        url: path(route.url),
        payload: {},
        cookie,
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('lets the holder of the permission past the permission check', async () => {
    const cookie = await server.login('admin');
    // Logout ends the session, so it goes last.
    const routes = server.routes
      .filter((r) => r.access !== 'public')
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    for (const route of routes) {
      const response = await server.api({
        method: route.method as 'GET',
        url: path(route.url),
        payload: {},
        cookie,
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    }
  });

  it('refuses to register a route that does not declare its access', () => {
    const app = Fastify();
    installAccessControl(app, server.db, server.env);
    expect(() => app.get('/rip-app/api/sem-declaracao', async () => ({}))).toThrow(/não declara o acesso/);
  });

  it('answers an unknown API route with 404 and a Portuguese message', async () => {
    const response = await server.api({ method: 'GET', url: '/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });
});
