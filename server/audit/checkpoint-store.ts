/**
 * Where checkpoints live, outside the database: an append-only JSON-lines file and, when media go
 * to S3, the bucket too (one object per checkpoint, retained under Object Lock where the bucket has
 * it, and the latest one). The key that signs them is the service's, out of the data directory in
 * production (server/segredos/).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Env } from '../env';
import { dentroDe } from '../segredos/fora-dos-dados';
import { chaveConfigurada, chaveNaPastaDeDados } from '../segredos/onde';
import {
  assinarCheckpoint,
  type Checkpoint,
  type CheckpointKey,
  checkpointSchema,
  loadKey,
  loadOrCreateKey,
} from './checkpoint';
import { type BaldeDeCheckpoints, baldeDeCheckpoints } from './checkpoint-bucket';
import { sealPendingLogs } from './sequencer';

export interface CheckpointAnchor {
  key: CheckpointKey;
  /** The key lies in the data directory: whoever holds it may sign too (never in production). */
  keyInDataDir: boolean;
  file: string;
  /** AUDIT_DIGEST_FILE, the auditor's daily lines; null when not configured. */
  digestFile: string | null;
  /** The bucket, when media are kept in S3; null on disk (the file is already beside the data). */
  bucket: BaldeDeCheckpoints | null;
}

const S3_ULTIMO = 'log-checkpoint-ultimo.json';
const nomeNoBalde = (seq: number) => `log-checkpoint-${String(seq).padStart(12, '0')}.json`;

export function checkpointPaths(env: Env) {
  const key = chaveConfigurada(env)?.arquivo ?? chaveNaPastaDeDados(env);
  return {
    key,
    keyInDataDir: dentroDe(env.dataDir, key),
    file: env.AUDIT_CHECKPOINT_FILE ?? path.join(env.dataDir, 'log-checkpoints.jsonl'),
    digestFile: env.AUDIT_DIGEST_FILE ? path.resolve(env.AUDIT_DIGEST_FILE) : null,
  };
}

export const bucketOf = (env: Env): BaldeDeCheckpoints | null =>
  env.s3 ? baldeDeCheckpoints(env.s3, env.AUDIT_LOCK_RETENTION_DAYS) : null;

/** Production reads the key it was given (its start checked it); elsewhere a missing one is made. */
export function createAnchor(env: Env): CheckpointAnchor {
  const paths = checkpointPaths(env);
  return {
    ...paths,
    key: env.NODE_ENV === 'production' ? loadKey(paths.key) : loadOrCreateKey(paths.key),
    bucket: bucketOf(env),
  };
}

/** Every line of the file; a line that is not a checkpoint is named, not skipped in silence. */
export function readCheckpointFile(file: string): { checkpoints: Checkpoint[]; invalidas: number[] } {
  if (!existsSync(file)) return { checkpoints: [], invalidas: [] };
  const checkpoints: Checkpoint[] = [];
  const invalidas: number[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return;
      try {
        checkpoints.push(checkpointSchema.parse(JSON.parse(line)));
      } catch {
        invalidas.push(index + 1);
      }
    });
  return { checkpoints, invalidas };
}

/** The latest checkpoint in the bucket, or null when there is none (or no bucket). */
export async function readBucketCheckpoint(bucket: BaldeDeCheckpoints | null): Promise<Checkpoint | null> {
  const texto = bucket && (await bucket.ler(S3_ULTIMO));
  return texto ? checkpointSchema.parse(JSON.parse(texto)) : null;
}

const ultimo = new WeakMap<CheckpointAnchor, Checkpoint>();

/**
 * Seals what is pending and signs the chain's head, written out before it is answered; the same
 * head is not signed twice. Null while the chain is empty.
 */
export async function emitirCheckpoint(
  db: DbOrTx,
  anchor: CheckpointAnchor,
  now: Date,
): Promise<Checkpoint | null> {
  await sealPendingLogs(db);
  const result = await db.execute<{ seq: string; hash: Buffer }>(
    sql`SELECT seq, hash FROM log_chain ORDER BY seq DESC LIMIT 1`,
  );
  const head = result.rows[0];
  if (!head) return null;
  const seq = Number(head.seq);
  const anterior = ultimo.get(anchor);
  if (anterior?.seq === seq) return anterior;
  const cp = assinarCheckpoint(anchor.key, { seq, head: head.hash.toString('hex'), time: now });
  mkdirSync(path.dirname(anchor.file), { recursive: true });
  appendFileSync(anchor.file, `${JSON.stringify(cp)}\n`, { mode: 0o644 });
  // Known as signed before the bucket's writes are awaited: a second emission meanwhile reuses it.
  ultimo.set(anchor, cp);
  if (anchor.bucket) {
    // Each checkpoint retained as written; the latest is rewritten in place, so never retained.
    await anchor.bucket.gravar(nomeNoBalde(seq), JSON.stringify(cp), { reter: true, agora: now });
    await anchor.bucket.gravar(S3_ULTIMO, JSON.stringify(cp), { reter: false, agora: now });
  }
  return cp;
}

/** The latest checkpoint this server signed, or the file's last one after a restart. */
function ultimoDesteNo(anchor: CheckpointAnchor): Checkpoint | null {
  const emMemoria = ultimo.get(anchor);
  if (emMemoria) return emMemoria;
  const { checkpoints } = readCheckpointFile(anchor.file);
  const ultimoDoArquivo = checkpoints.at(-1) ?? null;
  if (ultimoDoArquivo) ultimo.set(anchor, ultimoDoArquivo);
  return ultimoDoArquivo;
}

/**
 * The latest checkpoint of the cluster: this node's or, when media are in S3, the bucket's, where
 * every node writes (the leader its periodic ones, any node a report's). An unreachable bucket
 * leaves this node's: a report's verification does not fail for it.
 */
export async function ultimoCheckpoint(anchor: CheckpointAnchor): Promise<Checkpoint | null> {
  const local = ultimoDesteNo(anchor);
  const doBucket = await readBucketCheckpoint(anchor.bucket).catch(() => null);
  if (!doBucket) return local;
  return !local || doBucket.seq > local.seq ? doBucket : local;
}

/** A checkpoint every `everyMs`; a failed round is logged and tried again at the next. */
export function startCheckpoints(
  db: DbOrTx,
  anchor: CheckpointAnchor,
  everyMs: number,
  clock: () => Date,
  onError: (error: unknown) => void,
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => emitirCheckpoint(db, anchor, clock()).catch(onError));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
