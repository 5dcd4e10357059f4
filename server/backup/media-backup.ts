/**
 * The media store's objects, copied as they are: the disk store's folder, or every object of the
 * S3 bucket (one file per key). Objects are immutable once committed, so a copy taken after the
 * database's holds every object the restored database names.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env, S3Config } from '../env';
import { s3ClientConfig } from '../storage/s3-store';
import { type Copied, copyTree } from './copy-tree';

/** The disk store's temp files are uploads still arriving, never an object. */
const skipTemp = (relative: string) => (relative === '.tmp' ? ('all' as const) : false);

async function s3Client(config: S3Config) {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client(s3ClientConfig(config));
  return { sdk, client, Bucket: config.bucket };
}

/** The bucket's copies of the log's checkpoints (server/audit/checkpoint-store.ts), copied before the database. */
export const isCheckpointKey = (key: string) => path.posix.basename(key).startsWith('log-checkpoint-');

/**
 * The S3 store keeps its objects under this prefix (server/storage/s3-store.ts); the backup holds
 * them by the store's own keys, as the disk store's folder does, so either backup restores into
 * either store.
 */
const PREFIX = 'media/';

/** Every object of the store in the bucket, by its full S3 key. */
export async function bucketKeys(config: S3Config): Promise<string[]> {
  const { sdk, client, Bucket } = await s3Client(config);
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

export async function downloadObjects(config: S3Config, keys: string[], target: string): Promise<Copied> {
  const { sdk, client, Bucket } = await s3Client(config);
  const total: Copied = { files: 0, bytes: 0 };
  for (const Key of keys) {
    const file = path.join(target, Key.slice(PREFIX.length));
    await mkdir(path.dirname(file), { recursive: true });
    const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
    await pipeline(object.Body as Readable, createWriteStream(file));
    total.files += 1;
    total.bytes += (await stat(file)).size;
  }
  return total;
}

export async function backupMedia(
  env: Env,
  target: string,
  except: (key: string) => boolean,
): Promise<Copied> {
  if (!env.s3) return copyTree(path.join(env.dataDir, 'media'), target, skipTemp);
  return downloadObjects(
    env.s3,
    (await bucketKeys(env.s3)).filter((key) => !except(key)),
    target,
  );
}

async function filesUnder(root: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, child)));
    else if (entry.isFile()) found.push(child);
  }
  return found;
}

export async function restoreMedia(env: Env, source: string): Promise<Copied> {
  if (!env.s3) return copyTree(source, path.join(env.dataDir, 'media'));
  const { sdk, client, Bucket } = await s3Client(env.s3);
  const total: Copied = { files: 0, bytes: 0 };
  for (const relative of await filesUnder(source)) {
    const file = path.join(source, relative);
    const size = (await stat(file)).size;
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: `${PREFIX}${relative.split(path.sep).join('/')}`,
        Body: createReadStream(file),
        ContentLength: size,
      }),
    );
    total.files += 1;
    total.bytes += size;
  }
  return total;
}
