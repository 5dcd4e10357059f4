/**
 * Where checkpoints live, outside the database: an append-only JSON-lines file beside the data
 * and, when media go to S3, the bucket too (the latest one, and one object per checkpoint).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { Env } from '../env';
import { dentroDe } from '../segredos/fora-dos-dados';
import { chaveConfigurada, chaveNaPastaDeDados } from '../segredos/onde';
import type { MediaStore } from '../storage/media-store';
import {
  assinarCheckpoint,
  type Checkpoint,
  type CheckpointKey,
  checkpointSchema,
  loadKey,
  loadOrCreateKey,
} from './checkpoint';
import { sealPendingLogs } from './sequencer';
import type { ChainProblem } from './verify';
import type { CheckpointAchado } from './verify-checkpoints';

export interface CheckpointAnchor {
  key: CheckpointKey;
  file: string;
  /** The bucket, when media are kept in S3; null on disk (the file is already beside the data). */
  bucket: MediaStore | null;
}

const S3_ULTIMO = 'log-checkpoint-ultimo.json';

export function checkpointPaths(env: Env) {
  const key = chaveConfigurada(env)?.arquivo ?? chaveNaPastaDeDados(env);
  return {
    key,
    /** Whoever holds the data directory then holds the key too: never in production. */
    keyInDataDir: dentroDe(env.dataDir, key),
    file: env.AUDIT_CHECKPOINT_FILE ?? path.join(env.dataDir, 'log-checkpoints.jsonl'),
  };
}

/** Production reads the key it was given (its start checked it); elsewhere a missing one is made. */
export function createAnchor(env: Env, store: MediaStore): CheckpointAnchor {
  const paths = checkpointPaths(env);
  const key = env.NODE_ENV === 'production' ? loadKey(paths.key) : loadOrCreateKey(paths.key);
  return { key, file: paths.file, bucket: env.s3 ? store : null };
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

async function putObject(store: MediaStore, key: string, cp: Checkpoint) {
  const staged = await store.stage(Readable.from([Buffer.from(JSON.stringify(cp))]));
  await store.commit(staged, key);
}

/** The latest checkpoint in the bucket, or null when there is none (or no bucket). */
async function readBucketCheckpoint(store: MediaStore | null): Promise<Checkpoint | null> {
  const object = store && (await store.open(S3_ULTIMO));
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk));
  return checkpointSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
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
    await putObject(anchor.bucket, `log-checkpoint-${String(seq).padStart(12, '0')}.json`, cp);
    await putObject(anchor.bucket, S3_ULTIMO, cp);
  }
  return cp;
}

/**
 * Every checkpoint to be found outside the database: the file's lines and the bucket's latest.
 * A line of the file that is not a checkpoint is itself a problem: the file was tampered with.
 */
export async function checkpointsConhecidos(
  anchor: CheckpointAnchor,
): Promise<{ checkpoints: CheckpointAchado[]; problems: ChainProblem[] }> {
  const { checkpoints, invalidas } = readCheckpointFile(anchor.file);
  const achados: CheckpointAchado[] = checkpoints.map((checkpoint) => ({ origem: 'arquivo', checkpoint }));
  const doBucket = await readBucketCheckpoint(anchor.bucket);
  if (doBucket) achados.push({ origem: 'S3', checkpoint: doBucket });
  return {
    checkpoints: achados,
    problems: invalidas.map((linha) => ({
      kind: 'checkpoint-invalid',
      seq: null,
      logId: null,
      message: `a linha ${linha} do arquivo de checkpoints (${anchor.file}) não é um checkpoint`,
    })),
  };
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
