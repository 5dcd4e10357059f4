import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/api';
import type { Endpoint } from '../../shared/api/endpoint';
import { ERROR_CODES } from '../../shared/errors';
import { setupTestServer } from '../test/harness';
import { errorCodesOf } from './register';

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

  it('lists every error each operation can give, describes uploads, and carries the field checks', async () => {
    const document = (await server.api({ method: 'GET', url: '/openapi.json' })).json();
    for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
      if (endpoint.hidden) continue;
      const path = `/rip-app/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      const statuses = Object.keys(operation.responses);
      for (const code of errorCodesOf(endpoint))
        expect(statuses, `${name}: ${code}`).toContain(String(ERROR_CODES[code]));
    }
    const upload = document.paths['/rip-app/api/casos/{casoId}/pessoas/{pessoaId}/documentos'].post;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(form.required).toEqual(expect.arrayContaining(['id', 'tipo', 'sha256', 'file']));

    const pessoa = JSON.stringify(document.components.schemas.VitimaCreateRequestInput);
    expect(pessoa).toContain(String.raw`\\d{3}\\.?\\d{3}`);
    expect(pessoa).toContain(String.raw`\\d{4}-\\d{2}-\\d{2}`);
  });
});
