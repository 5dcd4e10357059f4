/**
 * The search for a deletion in the log reads the deletions of the case, not its every read; and the
 * index behind it is built again when a build left it invalid, and not at all by a node that finds
 * another building it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consultaDaExclusao, exclusaoNoLog } from '../kit/apagado';
import { setupTestServer } from '../test/harness';
import { onDatabase } from '../test/urls';
import { criarIndicesConcorrentes } from './indices-concorrentes';

const server = setupTestServer();
let superuser: pg.Client;
let ownerUrl: string;
const casoId = randomUUID();
const rastro = { action: 'documento.deleted', casoId, context: { documentoId: randomUUID() } };

const valid = async () =>
  (
    await superuser.query(
      `SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE c.relname = 'logs_caso_acao_idx'`,
    )
  ).rows[0]?.valid;

beforeAll(async () => {
  const database = new URL(server.env.DATABASE_URL ?? '').pathname.slice(1);
  superuser = new pg.Client({ connectionString: onDatabase(inject('pgAdminUrl'), database) });
  await superuser.connect();
  ownerUrl = onDatabase(inject('pgOwnerUrl'), database);
  // A case read 20,000 times, whose documents were deleted now and then.
  await superuser.query(
    `INSERT INTO logs (level, message, action, caso_id, context)
     SELECT 'Info', 'Leitura do caso', 'caso.read', $1, jsonb_build_object('n', n) FROM generate_series(1, 20000) n`,
    [casoId],
  );
  await superuser.query(
    `INSERT INTO logs (level, message, action, caso_id, context)
     SELECT 'Info', 'Documento excluído', 'documento.deleted', $1, jsonb_build_object('documentoId', gen_random_uuid())
     FROM generate_series(1, 20)`,
    [casoId],
  );
  await superuser.query(
    `INSERT INTO logs (level, message, action, caso_id, context) VALUES ('Info', 'Documento excluído', $1, $2, $3)`,
    [rastro.action, casoId, rastro.context],
  );
  await superuser.query('ANALYZE logs');
});

afterAll(() => superuser?.end());

async function plan() {
  const { sql, params } = consultaDaExclusao(server.db, rastro).toSQL();
  const { rows } = await superuser.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  return JSON.stringify(rows[0]['QUERY PLAN']);
}

describe('the search for a deletion in the log', () => {
  it("reads the case's deletions through their index, not its reads", async () => {
    expect(await exclusaoNoLog(server.db, rastro)).toMatchObject({ casoId });
    const json = await plan();
    expect(json).toContain('logs_caso_acao_idx');
    // The rows it looked at: the 21 deletions of the case at most, never its 20,000 reads.
    const lidas = [...json.matchAll(/"(?:Actual Rows|Rows Removed by Filter)": (\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(lidas.reduce((soma, n) => soma + n, 0)).toBeLessThanOrEqual(21);
  });

  it('builds the index again when a build left it invalid, and when it is missing', async () => {
    await superuser.query(
      "UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'logs_caso_acao_idx'::regclass",
    );
    expect(await plan()).not.toContain('logs_caso_acao_idx');
    await criarIndicesConcorrentes(ownerUrl);
    expect(await valid()).toBe(true);
    expect(await plan()).toContain('logs_caso_acao_idx');

    await superuser.query('DROP INDEX logs_caso_acao_idx');
    await criarIndicesConcorrentes(ownerUrl);
    expect(await valid()).toBe(true);
  });

  it('leaves the build to the node already building, without waiting for it', async () => {
    await superuser.query('DROP INDEX logs_caso_acao_idx');
    const other = new pg.Client({ connectionString: ownerUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(7261002030)');
      await criarIndicesConcorrentes(ownerUrl);
      expect(await valid()).toBeUndefined();
    } finally {
      await other.end();
    }
    await criarIndicesConcorrentes(ownerUrl);
    expect(await valid()).toBe(true);
  });
});
