import { describe, expect, it } from 'vitest';
import { criarCasoCompleto } from '../test/fixtures';
import { setupTestServer } from '../test/harness';
import { originOf } from './security';

const server = setupTestServer({
  TILE_URL: 'https://{s}.tile.exemplo.gov.br/{z}/{x}/{y}.png',
  GEOCODER_URL: 'https://geo.exemplo.gov.br/reverse',
});

describe('headers that keep data where it belongs', () => {
  it('keeps no copy of API answers with personal data, and lets reference lists set their own rule', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCasoCompleto(server, cookie);
    const read = await server.api({ method: 'GET', url: `/casos/${caso.casoId}`, cookie });
    expect(read.headers['cache-control']).toBe('no-store');
    const perfil = await server.api({ method: 'GET', url: `/pessoas/${caso.pessoaId}/perfil`, cookie });
    expect(perfil.headers['cache-control']).toBe('no-store');
    const refused = await server.api({ method: 'GET', url: `/casos/${caso.casoId}` });
    expect(refused.headers['cache-control']).toBe('no-store');
    const municipios = await server.api({ method: 'GET', url: '/municipios', cookie });
    expect(municipios.headers['cache-control']).not.toBe('no-store');
  });

  it('tells the browser to drop its cache of the site at logout', async () => {
    const cookie = await server.login('investigador');
    const response = await server.api({ method: 'POST', url: '/auth/logout', cookie });
    expect(response.headers['clear-site-data']).toBe('"cache"');
  });

  it('lets the page reach only this server (addresses come through it) and the configured map tiles', async () => {
    const response = await server.api({ method: 'GET', url: '/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("img-src 'self' data: blob: https://*.tile.exemplo.gov.br");
    expect(policy).not.toMatch(/(connect|img)-src[^;]*https:(;|\s)/);
  });
});

describe('originOf', () => {
  it('turns URL templates into CSP sources', () => {
    expect(originOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(originOf('https://{s}.tile.osm.org/{z}/{x}/{y}.png')).toBe('https://*.tile.osm.org');
    expect(originOf('não é url')).toBeNull();
  });
});
