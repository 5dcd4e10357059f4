import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';
import { PERSONAS } from '../../test/personas';

// Behind a TLS-terminating proxy, with a low login limit so the limiter can be reached.
const server = setupTestServer({ TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '3' });

describe('login behind an HTTPS proxy', () => {
  it('marks the session cookie Secure', async () => {
    const response = await server.api({
      method: 'POST',
      url: '/auth/login',
      payload: PERSONAS.investigador,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.9.9.1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'rip_session')?.secure).toBe(true);
  });

  it('limits login attempts per client address', async () => {
    const attempt = (ip: string) =>
      server.api({
        method: 'POST',
        url: '/auth/login',
        payload: { matricula: '9999999', password: 'x' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('10.1.1.1')).statusCode).toBe(401);
    const limited = await attempt('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await attempt('10.2.2.2')).statusCode).toBe(401);
  });

  it('limits the passkey login per client address too (issue 43)', async () => {
    const opcoes = () =>
      server.api({ method: 'POST', url: '/auth/passkey/opcoes', headers: { 'x-forwarded-for': '10.4.4.4' } });
    for (let i = 0; i < 3; i++) expect((await opcoes()).statusCode).toBe(200);
    expect((await opcoes()).json()).toMatchObject({ code: 'RATE_LIMITED' });
    const entradas = [];
    for (let i = 0; i < 4; i++) {
      entradas.push(
        await server.api({
          method: 'POST',
          url: '/auth/passkey',
          payload: { resposta: { id: 'x' } },
          headers: { 'x-forwarded-for': '10.5.5.5' },
        }),
      );
    }
    expect(entradas.map((r) => r.statusCode)).toEqual([400, 400, 400, 429]);
  });

  it('counts the address the proxy saw, not one the client made up in X-Forwarded-For', async () => {
    const attempt = (spoofed: string) =>
      server.api({
        method: 'POST',
        url: '/auth/login',
        payload: { matricula: '9999998', password: 'x' },
        // The proxy appends the address it received the request from after whatever the client sent.
        headers: { 'x-forwarded-for': `${spoofed}, 10.3.3.3` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await attempt(`172.16.${i}.${i}`)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
  });

  it('pins HTTPS with HSTS once the proxy says the request came over it', async () => {
    const overHttps = await server.api({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await server.api({ method: 'GET', url: '/health' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
