/**
 * The log's hash chain against someone with full power over the database: a superuser switches
 * the append-only triggers off and edits, deletes or backdates log rows; audit:verify names the row.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { criarCasoCompleto } from '../test/fixtures';
import { setupTestServer } from '../test/harness';
import { onDatabase } from '../test/urls';
import { audit, auditRead } from './audit';
import { sealPendingLogs } from './sequencer';
import { verifyLogChain } from './verify';

const server = setupTestServer();
let superuser: pg.Client;

beforeAll(async () => {
  const database = new URL(server.env.DATABASE_URL ?? '').pathname.slice(1);
  superuser = new pg.Client({ connectionString: onDatabase(inject('pgAdminUrl'), database) });
  await superuser.connect();
  const cookie = await server.login('delegado');
  await criarCasoCompleto(server, cookie);
  await server.api({ method: 'GET', url: '/pessoas/busca?q=completa', cookie });
  await sealPendingLogs(server.db);
});

afterAll(() => superuser?.end());

/** Runs a statement as a superuser would to hide a trace: triggers off for the session. */
async function tamper(statement: string, values: unknown[] = []) {
  await superuser.query('SET session_replication_role = replica');
  try {
    return await superuser.query(statement, values);
  } finally {
    await superuser.query('SET session_replication_role = DEFAULT');
  }
}

async function someLogRow(offset = 3) {
  // The time as text: a JavaScript Date would drop its microseconds, and the row would not be the same.
  const { rows } = await superuser.query(
    'SELECT *, created_at::text AS created_text FROM logs ORDER BY id OFFSET $1 LIMIT 1',
    [offset],
  );
  return rows[0];
}

describe('the log hash chain', () => {
  it('seals every log row and verifies the whole chain', async () => {
    const report = await verifyLogChain(server.db);
    const { rows } = await superuser.query('SELECT count(*)::int AS n FROM logs');
    expect(report).toMatchObject({ sealed: rows[0].n, problems: [], pending: 0 });
    expect(report.head?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps each look recorded together as given, and seals it like any row', async () => {
    const [user] = (await superuser.query("SELECT id FROM users WHERE matricula = '1000002'")).rows;
    const entradas = Array.from({ length: 30 }, (_, i) => ({
      action: `teste.lote.${i}`,
      message: `Lido "entre aspas", {chaves}, \\barra\\ e vírgula, ${i}`,
      userId: i % 3 === 0 ? null : user.id,
      casoId: null,
      context: { i, texto: 'a"b\\c,{d}', solto: '\ud800', lista: [1, 'dois', { tres: null }] },
    }));
    await Promise.all(entradas.map((entrada) => auditRead(server.db, entrada)));
    const { rows } = await superuser.query(
      "SELECT action, message, user_id, caso_id, context FROM logs WHERE action LIKE 'teste.lote.%' ORDER BY id",
    );
    expect(rows.map((row) => row.action).sort()).toEqual(entradas.map((e) => e.action).sort());
    for (const entrada of entradas) {
      const row = rows.find((r) => r.action === entrada.action);
      expect(row).toMatchObject({ message: entrada.message, user_id: entrada.userId, caso_id: null });
      expect(row.context).toMatchObject({ ...entrada.context, solto: '\ufffd' });
    }
    await sealPendingLogs(server.db);
    expect(await verifyLogChain(server.db)).toMatchObject({ problems: [], pending: 0 });
  });

  it('keeps a row written with its change as given: a lone surrogate mended, an escape as typed', async () => {
    const context = { solto: 'x\udfff', digitado: 'a \\ud800 b', par: '\ud83d\ude00' };
    await server.db.transaction((tx) =>
      audit(tx, { action: 'teste.unico', message: 'Uma linha \ud800 só', context }),
    );
    const { rows } = await superuser.query("SELECT message, context FROM logs WHERE action = 'teste.unico'");
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toBe('Uma linha \ufffd só');
    expect(rows[0].context).toMatchObject({ ...context, solto: 'x\ufffd' });
  });

  it('seals each row with the hash log_digest gives it, whatever the row holds', async () => {
    // The sequencer builds the row's bytes inline (no call per row); audit:verify recomputes them
    // with log_digest. Every part of the row that could be written differently is exercised here.
    const app = new pg.Client({ connectionString: server.env.DATABASE_URL });
    await app.connect();
    try {
      const { rows } = await app.query<{ id: string }>(
        `INSERT INTO logs (level, message, action, user_id, caso_id, context, created_at)
         SELECT level, message, 'teste.selo', user_id, caso_id, context::jsonb, created_at FROM (VALUES
           ('Info', 'Separador' || chr(31) || 'no meio, e acentuação: ção', NULL::uuid, NULL::uuid, '{}', date_trunc('second', now())),
           ('WARNING', E'linha\\nquebrada \\U0001F512', gen_random_uuid(), gen_random_uuid(), '{"b": [1, "dois", null], "a": "\\u00e9"}', date_trunc('second', now()) + interval '0.5 second'),
           ('ERROR', '', gen_random_uuid(), NULL, '{"grande": "${'x'.repeat(5000)}"}', now())
         ) AS row_(level, message, user_id, caso_id, context, created_at)
         RETURNING id`,
      );
      await sealPendingLogs(server.db);
      const { rows: mismatched } = await superuser.query(
        `SELECT c.log_id FROM log_chain c
         JOIN log_chain p ON p.seq = c.seq - 1
         JOIN logs l ON l.id = c.log_id
         WHERE c.log_id = ANY($1::bigint[]) AND c.hash <> log_digest(p.hash, l)`,
        [rows.map((row) => row.id)],
      );
      const { rows: sealed } = await superuser.query(
        'SELECT count(*)::int AS n FROM log_chain WHERE log_id = ANY($1::bigint[])',
        [rows.map((row) => row.id)],
      );
      expect(sealed[0].n).toBe(3);
      expect(mismatched).toEqual([]);
    } finally {
      await app.end();
    }
  });

  it('seals what the queue holds, a row committed late after the rows that overtook it', async () => {
    const app = () => new pg.Client({ connectionString: server.env.DATABASE_URL });
    const [slow, fast] = [app(), app()];
    await Promise.all([slow.connect(), fast.connect()]);
    const insert = async (client: pg.Client, message: string) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO logs (level, message, action) VALUES ('Info', $1, 'teste.fila') RETURNING id`,
        [message],
      );
      return String(rows[0]?.id);
    };
    const seqOf = async (id: string) =>
      (await superuser.query('SELECT seq FROM log_chain WHERE log_id = $1', [id])).rows[0]?.seq;
    const queued = async () =>
      (await superuser.query('SELECT log_id FROM log_unsealed ORDER BY log_id')).rows.map(
        (row) => row.log_id,
      );
    try {
      await slow.query('BEGIN');
      const early = await insert(slow, 'Escrita lenta');
      const later = await insert(fast, 'Escrita rápida');
      expect(Number(early)).toBeLessThan(Number(later));
      expect(await queued()).toEqual([later]);
      await sealPendingLogs(server.db);
      expect(await seqOf(later)).toBeDefined();
      expect(await queued()).toEqual([]);

      await slow.query('COMMIT');
      expect(await queued()).toEqual([early]);
      await sealPendingLogs(server.db);
      expect(Number(await seqOf(early))).toBe(Number(await seqOf(later)) + 1);
      expect(await queued()).toEqual([]);
      expect((await verifyLogChain(server.db)).problems).toEqual([]);
    } finally {
      await Promise.all([slow.end(), fast.end()]);
    }
  });

  it('names a row edited after it was sealed', async () => {
    const row = await someLogRow();
    await tamper('UPDATE logs SET message = $1 WHERE id = $2', ['Nada aconteceu', row.id]);
    try {
      expect((await verifyLogChain(server.db)).problems[0]).toMatchObject({
        kind: 'row-edited',
        logId: Number(row.id),
      });
    } finally {
      await tamper('UPDATE logs SET message = $1 WHERE id = $2', [row.message, row.id]);
    }
    expect((await verifyLogChain(server.db)).problems).toEqual([]);
  });

  it('names a row deleted', async () => {
    const row = await someLogRow(5);
    await tamper('DELETE FROM logs WHERE id = $1', [row.id]);
    try {
      expect((await verifyLogChain(server.db)).problems[0]).toMatchObject({
        kind: 'row-deleted',
        logId: Number(row.id),
      });
    } finally {
      await tamper(
        'INSERT INTO logs (id, level, message, action, user_id, caso_id, context, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [row.id, row.level, row.message, row.action, row.user_id, row.caso_id, row.context, row.created_text],
      );
    }
    expect((await verifyLogChain(server.db)).problems).toEqual([]);
  });

  it('names a row slipped in with an earlier date, before and after the sequencer sees it', async () => {
    const { rows } = await tamper(
      `INSERT INTO logs (level, message, action, created_at) VALUES ('Info', 'Acesso autorizado', 'caso.read', now() - interval '3 days') RETURNING id`,
    );
    const id = Number(rows[0].id);
    expect((await verifyLogChain(server.db)).problems[0]).toMatchObject({ kind: 'row-unsealed', logId: id });
    await sealPendingLogs(server.db);
    expect((await verifyLogChain(server.db)).problems[0]).toMatchObject({
      kind: 'row-out-of-place',
      logId: id,
    });
  });

  it('is what npm run audit:verify prints, with exit code 1', async () => {
    const cli = path.resolve(import.meta.dirname, '..', 'cli', 'audit-verify.ts');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli], {
      env: {
        ...process.env,
        DATABASE_URL: server.env.DATABASE_URL,
        DATABASE_OWNER_URL: server.env.DATABASE_OWNER_URL,
        NODE_ENV: 'test',
      },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /Log de auditoria ADULTERADO: 1 problema\(s\) encontrado\(s\):\n {2}- a linha \d+ do log foi inserida fora de lugar/,
      ),
    });
  });
});
