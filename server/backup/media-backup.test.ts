import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createStoreFor } from '../storage/store-for';
import { storeVariants } from '../test/s3';
import { backupMedia, isCheckpointKey, restoreMedia } from './media-backup';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
const folder = async (prefix: string) => {
  const made = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(storeVariants())('the media of the $name store in a backup', ({ env: storeEnv }) => {
  it('copies every object but the ones set apart, with its SHA-256, and puts them back into an emptied store', async () => {
    const dataDir = await folder('rip-media-backup-');
    const target = await folder('rip-media-backup-out-');
    const env = loadEnv({ NODE_ENV: 'test', RIP_DATA_DIR: dataDir, ...storeEnv });
    const store = createStoreFor(env);
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
    expect(copied.objetos.sort((a, b) => a.chave.localeCompare(b.chave))).toEqual(
      [...objects].map(([chave, bytes]) => ({ chave, bytes: bytes.length, sha256: sha256(bytes) })),
    );
    for (const [key, bytes] of objects)
      expect((await readFile(path.join(target, key))).equals(bytes)).toBe(true);

    for (const key of [...objects.keys(), checkpoint]) await store.remove(key);
    expect(await store.open([...objects.keys()][0] ?? '')).toBeNull();
    const restored = await restoreMedia(env, target, copied.objetos);
    expect(restored.files).toBe(objects.size);
    for (const [key, bytes] of objects) {
      const object = await store.open(key);
      expect(object, key).not.toBeNull();
      expect((await bytesOf(object?.stream ?? Readable.from([]))).equals(bytes), key).toBe(true);
    }
  });

  it('stops at an object whose bytes are not the ones the backup recorded', async () => {
    const target = await folder('rip-media-backup-troca-');
    const env = loadEnv({
      NODE_ENV: 'test',
      RIP_DATA_DIR: await folder('rip-media-backup-vazio-'),
      ...storeEnv,
    });
    const bytes = randomBytes(2_000);
    await writeFile(path.join(target, 'trocado'), Buffer.concat([bytes.subarray(1), Buffer.from([0])]));
    await expect(
      restoreMedia(env, target, [{ chave: 'trocado', bytes: bytes.length, sha256: sha256(bytes) }]),
    ).rejects.toThrow(/trocado: .*SHA-256/);
  });
});
