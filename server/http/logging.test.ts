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
});
