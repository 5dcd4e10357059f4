/**
 * The search for a deletion in the log reads the case's deletions, not its looks; the looks are not
 * in its index at all; and the index is built again when a build left it invalid or its definition
 * changed, and not by a node that finds another building it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consultaDaExclusao, exclusaoNoLog, INDICE_DE_EXCLUSOES, type Rastro } from '../kit/apagado';
import { setupTestServer } from '../test/harness';
import { onDatabase } from '../test/urls';
import { createConcurrentIndexes, indexName } from './concurrent-indexes';

const server = setupTestServer();
let superuser: pg.Client;
let ownerUrl: string;
const casoId = randomUUID();
const rastro: Rastro = { action: 'documento.deleted', casoId, context: { documentoId: randomUUID() } };
const NOME = indexName(INDICE_DE_EXCLUSOES);

const indices = async () =>
  (
    await superuser.query<{ name: string; valid: boolean }>(
      `SELECT c.relname AS name, i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = 'logs'::regclass AND starts_with(c.relname, 'logs_exclusoes_') ORDER BY 1`,
    )
  ).rows;

beforeAll(async () => {
  const database = new URL(server.env.DATABASE_URL ?? '').pathname.slice(1);
  superuser = new pg.Client({ connectionString: onDatabase(inject('pgAdminUrl'), database) });
  await superuser.connect();
  ownerUrl = onDatabase(inject('pgOwnerUrl'), database);
  // A case looked at 20,000 times (reads, media views, searches), whose documents were deleted now and then.
  await superuser.query(
    `INSERT INTO logs (level, message, action, caso_id, context)
     SELECT 'Info', 'Olhar', (ARRAY['caso.read', 'media.read', 'custodia.visualizacao', 'busca.pessoas'])[n % 4 + 1],
       $1, jsonb_build_object('n', n)
     FROM generate_series(1, 20000) n`,
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
  await superuser.query('VACUUM ANALYZE logs');
});

afterAll(() => superuser?.end());

interface PlanNode {
  'Index Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

/** The node of the plan that reads the log, and how many rows it looked at. */
async function scan() {
  const { sql, params } = consultaDaExclusao(server.db, rastro).toSQL();
  const { rows } = await superuser.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  let node: PlanNode = rows[0]['QUERY PLAN'][0].Plan;
  while (node.Plans?.[0]) node = node.Plans[0];
  return { index: node['Index Name'], lidas: node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) };
}

describe('the search for a deletion in the log', () => {
  it("reads the case's deletions through their index, never its looks", async () => {
    expect(await exclusaoNoLog(server.db, rastro)).toMatchObject({ casoId });
    // The 21 deletions of the case at most; by the case's index alone, up to its 20,021 rows.
    expect(await scan()).toMatchObject({ index: NOME, lidas: expect.any(Number) });
    expect((await scan()).lidas).toBeLessThanOrEqual(21);
  });

  it('holds only the deletions: the looks cost it nothing to write', async () => {
    const { rows } = await superuser.query<{ tuples: number }>(
      'SELECT reltuples AS tuples FROM pg_class WHERE relname = $1',
      [NOME],
    );
    const { rows: todas } = await superuser.query<{ n: number }>('SELECT count(*)::int AS n FROM logs');
    expect(todas[0]?.n).toBeGreaterThan(20_000);
    expect(rows[0]?.tuples).toBeGreaterThanOrEqual(21);
    expect(rows[0]?.tuples).toBeLessThan(200);
  });

  it('builds the index again when a build left it invalid, or its definition changed', async () => {
    await superuser.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = '${NOME}'::regclass`);
    expect((await scan()).index).toBeUndefined();
    expect(await createConcurrentIndexes(ownerUrl, [INDICE_DE_EXCLUSOES])).toEqual([
      expect.stringContaining(NOME),
    ]);
    expect(await indices()).toEqual([{ name: NOME, valid: true }]);
    expect((await scan()).index).toBe(NOME);

    // A deletion action added to the list is a new definition: a new index, and the old one goes.
    const outra = {
      ...INDICE_DE_EXCLUSOES,
      definition: `${INDICE_DE_EXCLUSOES.definition.slice(0, -1)}, 'x.deleted')`,
    };
    await createConcurrentIndexes(ownerUrl, [outra]);
    expect(await indices()).toEqual([{ name: indexName(outra), valid: true }]);
    await createConcurrentIndexes(ownerUrl, [INDICE_DE_EXCLUSOES]);
    expect(await indices()).toEqual([{ name: NOME, valid: true }]);
    expect(await createConcurrentIndexes(ownerUrl, [INDICE_DE_EXCLUSOES])).toEqual([]);
  });

  it('leaves the build to the node already building, without waiting for it', async () => {
    await superuser.query(`DROP INDEX ${NOME}`);
    const other = new pg.Client({ connectionString: ownerUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(7261002030)');
      expect(await createConcurrentIndexes(ownerUrl, [INDICE_DE_EXCLUSOES])).toEqual([]);
      expect(await indices()).toEqual([]);
    } finally {
      await other.end();
    }
    await createConcurrentIndexes(ownerUrl, [INDICE_DE_EXCLUSOES]);
    expect(await indices()).toEqual([{ name: NOME, valid: true }]);
  });
});
