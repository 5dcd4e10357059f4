import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer({ SESSION_IDLE_MINUTES: '1' });

afterEach(() => server.clock.reset());

const me = (cookie: string) => server.api({ method: 'GET', url: '/auth/me', cookie });

async function novoCaso(cookie: string): Promise<string> {
  const id = randomUUID();
  const created = await server.api({
    method: 'POST',
    url: '/casos',
    cookie,
    payload: { id, name: 'Caso aberto' },
  });
  expect(created.statusCode).toBe(201);
  return id;
}

/** What the case's screen asks every 5 s on its own, and the queue counts it reports by itself. */
const revisao = (cookie: string, casoId: string) =>
  server.api({ method: 'GET', url: `/casos/${casoId}/revisao`, cookie });
const pendencias = (cookie: string, casoId: string, itens: number) =>
  server.api({
    method: 'PUT',
    url: `/casos/${casoId}/pendencias`,
    cookie,
    payload: { itens },
  });

describe('idle time', () => {
  it('counts from the last request: a user calling every 20 s never expires, 61 s of silence does', async () => {
    const cookie = await server.login('investigador');
    for (let call = 1; call <= 15; call++) {
      server.clock.advance(20_000);
      expect((await me(cookie)).statusCode, `chamada ${call}, ${call * 20} s`).toBe(200);
    }
    server.clock.advance(61_000);
    const expirada = await me(cookie);
    expect(expirada.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    // What the browser kept of the session's media goes with it, as at a logout.
    expect(expirada.headers['clear-site-data']).toBe('"cache"');
  });

  it('does not count the revision poll nor the queue counts: a phone left on a case expires', async () => {
    const cookie = await server.login('investigador');
    const casoId = await novoCaso(cookie);
    for (let segundos = 5; segundos <= 55; segundos += 5) {
      server.clock.advance(5_000);
      expect((await revisao(cookie, casoId)).statusCode, `${segundos} s`).toBe(200);
    }
    expect((await pendencias(cookie, casoId, 1)).statusCode).toBe(200);
    // Issue 39 found the poll keeping it alive 78 s into a 1-minute idle limit, and forever after.
    server.clock.advance(23_000);
    expect((await revisao(cookie, casoId)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('counts a request of the officer among the polls, from that request', async () => {
    const cookie = await server.login('investigador');
    const casoId = await novoCaso(cookie);
    for (let segundos = 5; segundos <= 95; segundos += 5) {
      server.clock.advance(5_000);
      if (segundos === 40) {
        const lido = await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie });
        expect(lido.statusCode).toBe(200);
      }
      expect((await revisao(cookie, casoId)).statusCode, `${segundos} s`).toBe(200);
    }
    server.clock.advance(6_000);
    expect((await revisao(cookie, casoId)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});
