/**
 * Checkpoints of the log's hash chain (sequence, head hash, time), signed with Ed25519 by a key the
 * database never holds, as Certificate Transparency's signed tree heads and Azure SQL's ledger
 * digests do. Whoever rewrites the chain inside the database cannot make it agree with a
 * checkpoint kept outside it (a file beside the data, the S3 bucket, a printed report).
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const checkpointSchema = z.object({
  seq: z.number().int().min(0),
  head: z.string().regex(/^[0-9a-f]{64}$/),
  time: z.iso.datetime({ offset: true }),
  /** The first 16 hex of the SHA-256 of the public key (DER): which key signed. */
  key_id: z.string().regex(/^[0-9a-f]{16}$/),
  /** Ed25519's 64 bytes in base64. */
  sig: z.string().regex(/^[A-Za-z0-9+/]{86}==$/),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export interface CheckpointKey {
  privateKey: KeyObject | null;
  publicKey: KeyObject;
  keyId: string;
}

/** What is signed: a fixed text, so that any tool can check it without this code. */
export const mensagemAssinada = (cp: Pick<Checkpoint, 'seq' | 'head' | 'time'>) =>
  Buffer.from(`rip-app log checkpoint v1\n${cp.seq}\n${cp.head}\n${cp.time}\n`, 'utf8');

function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

/** The signing key at `file` (PEM, PKCS#8), as it is: never made nor written here. */
export function loadKey(file: string): CheckpointKey {
  const privateKey = createPrivateKey(readFileSync(file));
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

/**
 * A new key at `file`, never over an existing one, readable by its owner alone (0400), with the
 * public half beside it (`.pub`) for whoever checks without the right to sign.
 */
export function createKeyFile(file: string): CheckpointKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o400, flag: 'wx' });
  writeFileSync(`${file}.pub`, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o444 });
  return { privateKey, publicKey, keyId: keyIdOf(publicKey) };
}

/** The key at `file`, made there first if there is none (outside production only). */
export const loadOrCreateKey = (file: string): CheckpointKey =>
  existsSync(file) ? loadKey(file) : createKeyFile(file);

/** Only the public half (a verifier on another machine). */
export function loadPublicKey(file: string): CheckpointKey {
  const publicKey = createPublicKey(readFileSync(file));
  return { privateKey: null, publicKey, keyId: keyIdOf(publicKey) };
}

export function assinarCheckpoint(
  key: CheckpointKey,
  head: { seq: number; head: string; time: Date },
): Checkpoint {
  if (!key.privateKey) throw new Error('Sem a chave privada não se assina um checkpoint.');
  const base = { seq: head.seq, head: head.head, time: head.time.toISOString() };
  return {
    ...base,
    key_id: key.keyId,
    sig: sign(null, mensagemAssinada(base), key.privateKey).toString('base64'),
  };
}

/** Whether the signature holds under this key; a checkpoint of another key does not. */
export function assinaturaValida(key: CheckpointKey, cp: Checkpoint): boolean {
  if (cp.key_id !== key.keyId) return false;
  return verify(null, mensagemAssinada(cp), key.publicKey, Buffer.from(cp.sig, 'base64'));
}

/** The one line a report prints and a person can type back: `RIP-CP1 seq time head key_id sig`. */
export function checkpointTexto(cp: Checkpoint): string {
  return ['RIP-CP1', cp.seq, cp.time, cp.head, cp.key_id, cp.sig].join(' ');
}

/** A checkpoint given as JSON or as the printed line (spaces and line breaks as copied from a PDF). */
export function readCheckpoint(texto: string): Checkpoint {
  const limpo = texto.trim();
  if (limpo.startsWith('{')) return checkpointSchema.parse(JSON.parse(limpo));
  const partes = limpo.split(/\s+/);
  const inicio = partes.indexOf('RIP-CP1');
  if (inicio < 0) throw new Error('Checkpoint não reconhecido: esperava JSON ou a linha RIP-CP1.');
  // Head, key id and signature have fixed lengths: glued back, a line broken anywhere in them reads the same.
  const [seq, time, ...resto] = partes.slice(inicio + 1);
  const junto = resto.join('');
  return checkpointSchema.parse({
    seq: Number(seq),
    time,
    head: junto.slice(0, 64),
    key_id: junto.slice(64, 80),
    sig: junto.slice(80, 168),
  });
}
