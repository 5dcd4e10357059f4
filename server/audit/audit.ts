import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, DbOrTx } from '../db/client';
import { type LogLevel, logs } from '../db/schema';

export interface AuditEntry {
  action: string;
  message: string;
  level?: LogLevel;
  userId?: string | null;
  casoId?: string | null;
  context?: Record<string, unknown>;
}

/**
 * PostgreSQL's jsonb refuses a lone UTF-16 surrogate ("\ud800"), which a client may well send in a
 * name; the trace keeps the text with U+FFFD in its place rather than failing the write it records.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const textOf = (value: string) => value.replace(LONE_SURROGATE, '\uFFFD');

function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return textOf(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wellFormed(item)]));
  }
  return value;
}

/**
 * JSON.stringify writes a lone surrogate as an escape, and only then (or when a text holds such an
 * escape as typed) is the context walked again: a case read's context is never walked.
 */
const SURROGATE_ESCAPE = /\\ud[89a-f]/i;

/** The row's context as jsonb text, with the moment it was written. */
function contextOf(entry: AuditEntry): string {
  const json = JSON.stringify({ ...entry.context, at: new Date().toISOString() });
  return SURROGATE_ESCAPE.test(json) ? JSON.stringify(wellFormed(JSON.parse(json))) : json;
}

function rowOf(entry: AuditEntry) {
  return {
    level: entry.level ?? 'Info',
    action: entry.action,
    message: textOf(entry.message),
    user_id: entry.userId ?? null,
    caso_id: entry.casoId ?? null,
    context: contextOf(entry),
  };
}

/** Writes one log row; callers pass their transaction so the row commits with the change it records. */
export async function audit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const row = rowOf(entry);
  await tx.insert(logs).values({
    level: row.level,
    action: row.action,
    message: row.message,
    userId: row.user_id,
    casoId: row.caso_id,
    context: sql`${row.context}::jsonb`,
  });
}

interface Waiting {
  row: Row;
  done: (error: unknown, revisoes?: Map<string, number>) => void;
}

/**
 * The looks waiting for a write, in one statement whatever their number, prepared once per
 * connection: neither drizzle's building of one placeholder per value nor PostgreSQL's planning
 * of each batch size is paid per read, and the rows go as one JSON text (pg's escaping of each
 * array element cost more than the native JSON.stringify). It answers the revision of every case
 * looked at, read in the same snapshot: a read that needs to know whether the case changed
 * (caso.service.ts) pays no round trip of its own for it.
 */
const INSERT_BATCH = {
  name: 'audit_read_batch',
  text: `WITH gravadas AS (
      INSERT INTO logs (level, message, action, user_id, caso_id, context)
      SELECT level, message, action, user_id, caso_id, context FROM jsonb_to_recordset($1::jsonb)
        AS linha(level text, message text, action text, user_id uuid, caso_id uuid, context jsonb))
    SELECT caso_id, revisao FROM caso_revisoes WHERE caso_id = ANY($2::uuid[])`,
};

type Row = ReturnType<typeof rowOf>;

/** The row as JSON, its context already JSON: spliced in rather than parsed and written again. */
const jsonOf = ({ context, ...rest }: Row) => `${JSON.stringify(rest).slice(0, -1)},"context":${context}}`;

function insertBatch(pool: pg.Pool, rows: Row[]) {
  const casos = new Set<string>();
  for (const row of rows) if (row.caso_id) casos.add(row.caso_id);
  return pool.query<{ caso_id: string; revisao: string }>({
    ...INSERT_BATCH,
    values: [`[${rows.map(jsonOf).join(',')}]`, [...casos]],
  });
}

/**
 * Writes under way at once. A write waits for its commit to reach the disk, and looks arriving
 * meanwhile go together in the next one. One: each statement and commit costs both processes'
 * CPU whatever its size, and a second writer only halves the batches (at 20 connections reading a
 * case: 5 rows a statement with two writers, about 10 with one). A second writer does not shorten
 * a slow flush either, since PostgreSQL flushes its log in order. Measured alternately on the same
 * machine (bench:caso, 20 connections, 29/11): one writer cost 71–95 µs of database and 182–232 µs
 * of server CPU a read, two 102–124 and 194–261; reads served and p97.5 were no worse with one.
 */
const WRITERS = 1;

interface Batcher {
  waiting: Waiting[];
  writers: number;
}

const batchers = new WeakMap<Db, Batcher>();

async function drain(db: Db, batcher: Batcher): Promise<void> {
  // drizzle() keeps the pool it was given; the Db type only leaves it out.
  const pool = (db as Db & { $client: pg.Pool }).$client;
  batcher.writers += 1;
  while (batcher.waiting.length > 0) {
    const batch = batcher.waiting.splice(0, 500);
    try {
      const result = await insertBatch(
        pool,
        batch.map((item) => item.row),
      );
      const revisoes = new Map(result.rows.map((row) => [row.caso_id, Number(row.revisao)]));
      for (const item of batch) item.done(null, revisoes);
    } catch (error) {
      for (const item of batch) item.done(error);
    }
  }
  batcher.writers -= 1;
}

function enqueue(db: Db, entry: AuditEntry): Promise<Map<string, number>> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = { waiting: [], writers: 0 };
    batchers.set(db, batcher);
  }
  const current = batcher;
  return new Promise((resolve, reject) => {
    current.waiting.push({
      row: rowOf(entry),
      done: (error, revisoes) => (error ? reject(error) : resolve(revisoes ?? new Map())),
    });
    if (current.writers < WRITERS) void drain(db, current);
  });
}

/**
 * Records a look at personal data or evidence, outside any transaction, and resolves once the row
 * is committed — so nothing is answered before its look is on record. Looks that arrive while the
 * writes under way are busy go together in the next one (a group commit): under load the log
 * costs one round trip for many reads instead of one each, and alone a read waits for no one.
 */
export async function auditRead(db: Db, entry: AuditEntry): Promise<void> {
  await enqueue(db, entry);
}

/**
 * Records a look at a case as auditRead does, and answers the case's revision as the database had
 * it when the row was written (after the look was asked for): what this node keeps of the case may
 * lag a change made through another node, and a reader must not be answered from before it.
 */
export async function auditCasoRead(db: Db, entry: AuditEntry & { casoId: string }): Promise<number> {
  const revisoes = await enqueue(db, entry);
  return revisoes.get(entry.casoId) ?? 1;
}
