/**
 * Walks the log's hash chain and names every row that was edited, deleted or inserted out of
 * place (`npm run audit:verify`), going on from each problem with the seal as it stands. Hashes are recomputed by the database with the same function
 * that sealed them, so the check does not depend on how this process would serialise a row.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export type ProblemKind =
  | 'seal-missing'
  | 'row-deleted'
  | 'row-edited'
  | 'row-out-of-place'
  | 'row-unsealed'
  | 'checkpoint-invalid'
  | 'checkpoint-mismatch'
  | 'checkpoint-missing';

export interface ChainProblem {
  kind: ProblemKind;
  logId: number | null;
  seq: number | null;
  message: string;
}

export interface ChainReport {
  sealed: number;
  head: { seq: number; hash: string } | null;
  /** Rows newer than the grace period that the sequencer has not reached yet. */
  pending: number;
  /** Every problem found, in the chain's order; at most MAX_PROBLEMS. */
  problems: ChainProblem[];
}

const MAX_PROBLEMS = 200;

type SealRow = {
  seq: string;
  log_id: string;
  hash: Buffer;
  expected: Buffer | null;
  present: boolean;
  // Raw rows: drizzle hands timestamps over as text.
  created_at: string | null;
  chained_at: string;
};

const ZERO = Buffer.alloc(32);
const PAGE = 10_000;

const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

function check(row: SealRow, previousSeq: number, graceMs: number): ChainProblem | null {
  const seq = Number(row.seq);
  const logId = Number(row.log_id);
  if (seq !== previousSeq + 1) {
    return {
      kind: 'seal-missing',
      seq,
      logId,
      message: `faltam selos antes do selo ${seq}: a cadeia foi cortada`,
    };
  }
  if (!row.present)
    return { kind: 'row-deleted', seq, logId, message: `a linha ${logId} do log foi apagada` };
  if (!row.expected?.equals(row.hash)) {
    return {
      kind: 'row-edited',
      seq,
      logId,
      message: `a linha ${logId} do log foi alterada depois de selada`,
    };
  }
  const createdAt = row.created_at ? new Date(row.created_at) : null;
  const chainedAt = new Date(row.chained_at);
  if (createdAt && chainedAt.getTime() - createdAt.getTime() > graceMs) {
    return {
      kind: 'row-out-of-place',
      seq,
      logId,
      message: `a linha ${logId} do log foi inserida fora de lugar: datada de ${utc(createdAt)}, selada em ${utc(chainedAt)}`,
    };
  }
  return null;
}

/** Where an earlier walk ended intact, so that a screen can go on from there (the log screen). */
export interface ChainStart {
  seq: number;
  hash: string;
  sealed: number;
}

export async function verifyLogChain(
  db: DbOrTx,
  options: { graceSeconds?: number; from?: ChainStart } = {},
): Promise<ChainReport> {
  const graceMs = (options.graceSeconds ?? 300) * 1000;
  let previous: { seq: number; hash: Buffer } = options.from
    ? { seq: options.from.seq, hash: Buffer.from(options.from.hash, 'hex') }
    : { seq: 0, hash: ZERO };
  let sealed = options.from?.sealed ?? 0;
  const problems: ChainProblem[] = [];
  for (;;) {
    const page = await db.execute<SealRow>(sql`
      SELECT c.seq, c.log_id, c.hash, c.chained_at, l.id IS NOT NULL AS present, l.created_at,
        log_digest(coalesce(lag(c.hash) OVER (ORDER BY c.seq), ${previous.hash}::bytea), l) AS expected
      FROM log_chain c LEFT JOIN logs l ON l.id = c.log_id
      WHERE c.seq > ${previous.seq}
      ORDER BY c.seq
      LIMIT ${PAGE}`);
    for (const row of page.rows) {
      const problem = check(row, previous.seq, graceMs);
      if (problem && problems.length < MAX_PROBLEMS) problems.push(problem);
      previous = { seq: Number(row.seq), hash: row.hash };
      sealed += 1;
    }
    if (page.rows.length < PAGE) break;
  }
  const unsealed = await db.execute<{ id: string; old: boolean }>(sql`
    SELECT l.id, l.created_at < now() - make_interval(secs => ${graceMs / 1000}) AS old
    FROM logs l WHERE NOT EXISTS (SELECT 1 FROM log_chain c WHERE c.log_id = l.id)
    ORDER BY l.id`);
  const head = sealed > 0 ? { seq: previous.seq, hash: previous.hash.toString('hex') } : null;
  let pending = 0;
  for (const row of unsealed.rows) {
    if (!row.old) {
      pending += 1;
      continue;
    }
    const logId = Number(row.id);
    if (problems.length < MAX_PROBLEMS) {
      problems.push({
        kind: 'row-unsealed',
        seq: null,
        logId,
        message: `a linha ${logId} do log não está na cadeia`,
      });
    }
  }
  return { sealed, head, pending, problems };
}
