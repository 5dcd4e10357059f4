import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createS3Store } from '../storage/s3-store';
import { startS3rver } from '../test/s3';
import { backupMedia, isCheckpointKey, restoreMedia } from './media-backup';

const s3Env = startS3rver();
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('the media of an S3 bucket in a backup', () => {
  it('copies every object but the ones set apart, and puts them back into an emptied bucket', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'rip-media-backup-'));
    const target = await mkdtemp(path.join(tmpdir(), 'rip-media-backup-out-'));
    folders.push(dataDir, target);
    const env = loadEnv({ NODE_ENV: 'test', RIP_DATA_DIR: dataDir, ...s3Env });
    if (!env.s3) throw new Error('sem S3');
    const store = createS3Store(env, env.s3);
    const objects = new Map([
      ['0b7c1e9a-1111-4a4a-8b8b-000000000001', randomBytes(70_000)],
      ['0b7c1e9a-1111-4a4a-8b8b-000000000002', randomBytes(1_000)],
      ['relatorio-0b7c1e9a-1111-4a4a-8b8b-000000000003.pdf', randomBytes(5_000)],
    ]);
    const checkpoint = 'log-checkpoint-000000000007.json';
    for (const [key, bytes] of [...objects, [checkpoint, Buffer.from('{}')] as const]) {
      await store.commit(await store.stage(Readable.from([bytes])), key);
    }

    const copied = await backupMedia(env, target, isCheckpointKey);
    expect(copied.files).toBe(objects.size);
    for (const [key, bytes] of objects)
      expect((await readFile(path.join(target, key))).equals(bytes)).toBe(true);

    for (const key of objects.keys()) await store.remove(key);
    expect(await store.open([...objects.keys()][0] ?? '')).toBeNull();
    const restored = await restoreMedia(env, target);
    expect(restored.files).toBe(objects.size);
    for (const [key, bytes] of objects) {
      const object = await store.open(key);
      expect(object, key).not.toBeNull();
      expect((await bytesOf(object?.stream ?? Readable.from([]))).equals(bytes), key).toBe(true);
    }
  });
});
