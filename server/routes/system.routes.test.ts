import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../test/harness';

const server = setupTestServer();

describe('system routes', () => {
  it('GET /health answers 200 with the database state', async () => {
    const response = await server.api({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('GET /openapi.json is generated from the shared zod schemas', async () => {
    const response = await server.api({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/rip-app/api/auth/login', '/rip-app/api/auth/me', '/rip-app/api/unidades']),
    );
    expect(document.components.schemas.LoginRequest.properties.matricula.type).toBe('string');
    expect(document.components.schemas.SessionUser.required).toContain('permissions');
  });
});
