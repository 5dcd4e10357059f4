/**
 * The media store's objects, copied as they are — the disk store's folder, or every object of the
 * S3 bucket (one file per key) — each with its SHA-256, taken on the way, in the backup's manifest.
 * Objects are immutable once committed, so a copy taken after the database's holds every object
 * the restored database names. The restore puts each back and reads it back from the store: the
 * bytes there must hash to what the backup recorded.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env, S3Config } from '../env';
import { clienteDoBalde, comTentativas } from './balde';

/** One object of the store as the backup holds it: its key (a path under media/), size and hash. */
export interface Objeto {
  chave: string;
  bytes: number;
  sha256: string;
}

export interface CopiaDasMidias {
  files: number;
  bytes: number;
  objetos: Objeto[];
}

/** The bucket's copies of the log's checkpoints (server/audit/checkpoint-store.ts), copied before the database. */
export const isCheckpointKey = (key: string) => path.posix.basename(key).startsWith('log-checkpoint-');

/**
 * The S3 store keeps its objects under this prefix (server/storage/s3-store.ts); the backup holds
 * them by the store's own keys, as the disk store's folder does, so either backup restores into
 * either store.
 */
const PREFIX = 'media/';

/**
 * Streams what `abrir` opens into a file (or nowhere), answering the bytes' count and SHA-256. The
 * stream is opened once its reader is ready, so an error on it always rejects the pipeline; the file
 * is written from its start and the hash is new at each call.
 */
async function comSha256(
  abrir: () => Readable | Promise<Readable>,
  file: string | null,
): Promise<{ bytes: number; sha256: string }> {
  if (file) await mkdir(path.dirname(file), { recursive: true });
  const from = await abrir();
  const hash = createHash('sha256');
  let bytes = 0;
  const medir = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, file ? chunk : undefined);
    },
  });
  if (file) {
    await pipeline(from, medir, createWriteStream(file));
  } else {
    await pipeline(from, medir);
  }
  return { bytes, sha256: hash.digest('hex') };
}

function somar(objetos: Objeto[]): CopiaDasMidias {
  return { files: objetos.length, bytes: objetos.reduce((soma, o) => soma + o.bytes, 0), objetos };
}

/** Every object of the store in the bucket, by its full S3 key. */
export async function bucketKeys(config: S3Config): Promise<string[]> {
  const { sdk, client, Bucket } = await clienteDoBalde(config);
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

export async function downloadObjects(
  config: S3Config,
  keys: string[],
  target: string,
): Promise<CopiaDasMidias> {
  const { sdk, client, Bucket } = await clienteDoBalde(config);
  const objetos: Objeto[] = [];
  for (const Key of keys) {
    const chave = Key.slice(PREFIX.length);
    const copia = await comTentativas(`O objeto ${Key} não foi copiado do balde`, () =>
      comSha256(
        async () => (await client.send(new sdk.GetObjectCommand({ Bucket, Key }))).Body as Readable,
        path.join(target, chave),
      ),
    );
    objetos.push({ chave, ...copia });
  }
  return somar(objetos);
}

/** The disk store's files under `root`, by key; its temp folder holds uploads still arriving, never an object. */
async function chavesEmDisco(root: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory() && child !== '.tmp') found.push(...(await chavesEmDisco(root, child)));
    else if (entry.isFile()) found.push(child);
  }
  return found;
}

export async function backupMedia(
  env: Env,
  target: string,
  except: (key: string) => boolean,
): Promise<CopiaDasMidias> {
  if (env.s3) {
    const keys = (await bucketKeys(env.s3)).filter((key) => !except(key));
    return downloadObjects(env.s3, keys, target);
  }
  const root = path.join(env.dataDir, 'media');
  const objetos: Objeto[] = [];
  for (const chave of (await chavesEmDisco(root)).filter((key) => !except(key))) {
    const copia = await comSha256(() => createReadStream(path.join(root, chave)), path.join(target, chave));
    objetos.push({ chave, ...copia });
  }
  return somar(objetos);
}

/** What the restore did with the backup's objects. */
export interface MidiasRestauradas extends CopiaDasMidias {
  /** Already in the bucket with the same bytes (a restore into the bucket the backup came from). */
  jaEstavam: number;
}

function conferir(objeto: Objeto, lido: { bytes: number; sha256: string }, onde: string): void {
  if (lido.sha256 !== objeto.sha256 || lido.bytes !== objeto.bytes) {
    throw new Error(
      `${objeto.chave}: ${onde} tem ${lido.bytes} bytes de SHA-256 ${lido.sha256}; o backup registrou ${objeto.bytes} bytes de SHA-256 ${objeto.sha256}`,
    );
  }
}

/**
 * Puts each object back and reads it back from the store, which must hash to what the backup
 * recorded. In a bucket, a key already there with other bytes stops the restore before anything
 * is written; with the same bytes, it is left as it is.
 */
export async function restoreMedia(env: Env, source: string, objetos: Objeto[]): Promise<MidiasRestauradas> {
  const daCopia = (objeto: Objeto) => path.join(source, ...objeto.chave.split('/'));
  if (!env.s3) {
    const root = path.join(env.dataDir, 'media');
    for (const objeto of objetos) {
      conferir(
        objeto,
        await comSha256(() => createReadStream(daCopia(objeto)), path.join(root, objeto.chave)),
        'a cópia',
      );
      conferir(
        objeto,
        await comSha256(() => createReadStream(path.join(root, objeto.chave)), null),
        'o disco',
      );
    }
    return { ...somar(objetos), jaEstavam: 0 };
  }
  const { sdk, client, Bucket } = await clienteDoBalde(env.s3);
  const noBalde = (objeto: Objeto) =>
    comTentativas(`O objeto ${PREFIX}${objeto.chave} não foi lido de volta do balde`, () =>
      comSha256(
        async () =>
          (await client.send(new sdk.GetObjectCommand({ Bucket, Key: `${PREFIX}${objeto.chave}` })))
            .Body as Readable,
        null,
      ),
    );
  /**
   * The SDK pipes a stream body into the request without listening for its errors: a failed read
   * of the copy aborts the request instead (an error, never the process's), and is no network
   * failure to try again.
   */
  const enviar = (objeto: Objeto) =>
    comTentativas(`O objeto ${PREFIX}${objeto.chave} não foi posto no balde`, async () => {
      const corpo = createReadStream(daCopia(objeto));
      const leitura = new AbortController();
      corpo.once('error', (error) => leitura.abort(error));
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: `${PREFIX}${objeto.chave}`,
            Body: corpo,
            ContentLength: objeto.bytes,
          }),
          { abortSignal: leitura.signal },
        );
      } finally {
        corpo.destroy();
      }
    });
  const existentes = new Set(await bucketKeys(env.s3));
  const jaEstao = objetos.filter((objeto) => existentes.has(`${PREFIX}${objeto.chave}`));
  for (const objeto of jaEstao) conferir(objeto, await noBalde(objeto), 'o balde já');
  for (const objeto of objetos) {
    if (existentes.has(`${PREFIX}${objeto.chave}`)) continue;
    await enviar(objeto);
    conferir(objeto, await noBalde(objeto), 'o balde');
  }
  return { ...somar(objetos), jaEstavam: jaEstao.length };
}
