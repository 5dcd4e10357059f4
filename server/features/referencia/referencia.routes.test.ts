import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer();

describe('GET /municipios', () => {
  it('lists every municipality by name, cacheable by the browser for a day', async () => {
    const response = await server.api({
      method: 'GET',
      url: '/municipios',
      cookie: await server.login('perito'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    const { data } = response.json() as { data: { id: number; nome: string; uf: string }[] };
    expect(data).toHaveLength(5571);
    expect(data).toContainEqual({ id: 2507507, nome: 'João Pessoa', uf: 'PB' });
    const nomes = data.map((m) => m.nome);
    const alfabetica = [...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }));
    expect(nomes.slice(0, 50)).toEqual(alfabetica.slice(0, 50));
    expect(nomes.indexOf('Água Branca')).toBeLessThan(nomes.indexOf('Bayeux'));
  });

  it('needs a session', async () => {
    const response = await server.api({ method: 'GET', url: '/municipios' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /encaminhamentos', () => {
  it('lists the referral places in their set order, OUTRO asking for the place', async () => {
    const response = await server.api({
      method: 'GET',
      url: '/encaminhamentos',
      cookie: await server.login('perito'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { codigo: string; nome: string; livre: boolean }[] };
    expect(data.map((e) => e.codigo)).toEqual(['HETSHL', 'HETDLGF', 'UPA_SANTA_RITA', 'UPA_BAYEUX', 'OUTRO']);
    expect(data).toContainEqual({ codigo: 'OUTRO', nome: 'OUTRO', livre: true });
    expect(data.filter((e) => e.livre)).toHaveLength(1);
  });
});
