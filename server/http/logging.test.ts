import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../db/client';
import { setupTestServer } from '../test/harness';
import { novoCpf, pessoasApi, vitimaHomicidio } from '../test/pessoas-fixtures';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const server = setupTestServer({ LOG_LEVEL: 'info' }, { logStream });
const { criarCaso, post } = pessoasApi(server);

describe('the server log', () => {
  it('keeps neither search text, nor names, nor CPFs, nor SQL parameters, even when a query fails', async () => {
    const cookie = await server.login('delegado');
    const caso = await criarCaso(cookie);
    const cpf = novoCpf();
    const nome = 'Zuleide Registrável';
    await post(cookie, caso.id, 'vitimas', vitimaHomicidio({ pessoa: { id: randomUUID(), nome, cpf } }));
    await server.api({ method: 'GET', url: `/pessoas/busca?q=${encodeURIComponent(nome)}`, cookie });
    await server.api({ method: 'GET', url: `/pessoas/busca?q=${cpf}`, cookie });

    // A failure deep in a query with personal data in its parameters: the answer is a 500, the log says why without them.
    const owner = connect(server.env.DATABASE_OWNER_URL ?? '', { max: 1 });
    afterAll(() => owner.close());
    await owner.pool.query('ALTER TABLE pessoas RENAME TO pessoas_fora');
    try {
      const failed = await server.api({
        method: 'GET',
        url: `/pessoas/busca?q=${encodeURIComponent(nome)}`,
        cookie,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await owner.pool.query('ALTER TABLE pessoas_fora RENAME TO pessoas');
    }

    const log = lines.join('');
    expect(log).toContain('/rip-app/api/pessoas/busca');
    expect(log).toContain('erro não tratado');
    expect(log).toContain('42P01');
    for (const secret of [nome, 'Zuleide', encodeURIComponent(nome), cpf]) expect(log).not.toContain(secret);
  });

  it("writes JSON lines with the request id the response carries: the proxy's when well formed, else a new UUID", async () => {
    const lidos = (id: string) =>
      lines.flatMap((line) => {
        const entry = JSON.parse(line) as { reqId?: string; req?: { url?: string } };
        return entry.reqId === id ? [entry] : [];
      });

    const gerado = await server.api({ method: 'GET', url: '/openapi.json' });
    const id = String(gerado.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(lidos(id).some((entry) => entry.req?.url === '/rip-app/api/openapi.json')).toBe(true);

    const doProxy = '7F000001:8296_7F00001E:1F90_4F7B0A69_0003:790A';
    const seguido = await server.api({
      method: 'GET',
      url: '/openapi.json',
      headers: { 'x-request-id': doProxy },
    });
    expect(seguido.headers['x-request-id']).toBe(doProxy);
    expect(lidos(doProxy).length).toBeGreaterThan(0);

    for (const malformado of ['a b', 'x'.repeat(200), 'curto', '<script>']) {
      const trocado = await server.api({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': malformado },
      });
      expect(trocado.headers['x-request-id']).not.toBe(malformado);
      expect(String(trocado.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
    // The load balancer's checks, every few seconds on every node, are answered but not logged.
    for (const url of ['/health', '/health/ready']) {
      const sondado = await server.api({ method: 'GET', url });
      expect(sondado.headers['x-request-id']).toBeTruthy();
      expect(lidos(String(sondado.headers['x-request-id']))).toEqual([]);
    }
    // An error's answer carries it too: that is the one a user reports.
    const recusado = await server.api({ method: 'GET', url: '/auth/me' });
    expect(recusado.statusCode).toBe(401);
    expect(recusado.headers['x-request-id']).toBeTruthy();
  });
});
