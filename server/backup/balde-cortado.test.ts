/**
 * The backup and the restore against a bucket that resets the connection (a TCP proxy in front of
 * the S3 stand-in): a download cut mid-body is copied again from its first byte, an upload whose
 * answer is lost is sent again, and a link that stays cut ends the backup with the object's key,
 * exit 1 and no folder that looks like a backup.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createStoreFor } from '../storage/store-for';
import { type LinkProxy, startLinkProxy } from '../test/link-proxy';
import { runCli } from '../test/run-cli';
import { startS3rver } from '../test/s3';
import { MANIFEST, type Manifest } from './manifest';
import { bucketKeys, restoreMedia } from './media-backup';

const s3 = startS3rver();
let proxy: LinkProxy;
const folders: string[] = [];
const folder = async (prefix: string) => {
  const made = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
};
beforeAll(async () => {
  proxy = await startLinkProxy({ host: '127.0.0.1', port: Number(new URL(s3.S3_ENDPOINT ?? '').port) });
});
afterEach(() => proxy.restore());
afterAll(async () => {
  await proxy.close();
  for (const made of folders) await rm(made, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The bucket as the backup reaches it: through the proxy. */
const peloProxy = () => ({ ...s3, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` });
/** The download of `key`, in what goes up the socket (path-style: /bucket/media/key). */
const getDe = (key: string) => new RegExp(`GET /${s3.S3_BUCKET}/media/${key}[? ]`);

const GRANDE = 'a1c2e3f4-0000-4000-8000-000000000001';
const objetos = new Map([
  [GRANDE, randomBytes(3 * 1024 * 1024)],
  ['a1c2e3f4-0000-4000-8000-000000000002', randomBytes(40_000)],
  ['relatorio-a1c2e3f4-0000-4000-8000-000000000003.pdf', randomBytes(9_000)],
]);

beforeAll(async () => {
  const store = createStoreFor(
    loadEnv({ NODE_ENV: 'test', RIP_DATA_DIR: await folder('rip-balde-'), ...s3 }),
  );
  for (const [key, bytes] of objetos) await store.commit(await store.stage(Readable.from([bytes])), key);
});

/** `npm run backup` of the media only (an external database is the operator's: it is not touched). */
async function backup(destino: string) {
  return runCli('backup.ts', ['--destino', destino], {
    RIP_DATA_DIR: await folder('rip-balde-dados-'),
    DATABASE_URL: 'postgres://ninguem@127.0.0.1:1/rip',
    ...peloProxy(),
  });
}

describe('a bucket that resets the connection', () => {
  it('a download cut mid-body is copied again from its first byte: the backup completes with every hash right', async () => {
    const destino = await folder('rip-balde-backup-');
    let cortado = false;
    void proxy.dropAnswerTo(getDe(GRANDE), { afterBytes: 512 * 1024, refuseMs: 0 }).then(() => {
      cortado = true;
    });
    const feito = await backup(destino);
    expect(cortado).toBe(true);
    expect(feito.code, feito.output).toBe(0);
    // The cut reached the backup, which started that object over.
    expect(feito.output).toContain(
      `O objeto media/${GRANDE} não foi copiado do balde (ECONNRESET, conexão reiniciada: aborted); nova tentativa`,
    );

    const [pasta, ...outras] = await readdir(destino);
    expect(outras).toEqual([]);
    expect(pasta).toMatch(/^rip-backup-\d{8}T\d{6}Z$/);
    const manifest = JSON.parse(
      await readFile(path.join(destino, pasta ?? '', MANIFEST), 'utf8'),
    ) as Manifest;
    expect([...manifest.midias.objetos].sort((a, b) => a.chave.localeCompare(b.chave))).toEqual(
      [...objetos]
        .map(([chave, bytes]) => ({ chave, bytes: bytes.length, sha256: sha256(bytes) }))
        .sort((a, b) => a.chave.localeCompare(b.chave)),
    );
    for (const [key, bytes] of objetos)
      expect((await readFile(path.join(destino, pasta ?? '', 'media', key))).equals(bytes), key).toBe(true);
  });

  it('a link that stays cut ends the backup with the object it could not copy, exit 1 and no folder that looks like a backup', async () => {
    const destino = await folder('rip-balde-sem-');
    void proxy.dropAnswerTo(getDe(GRANDE), { afterBytes: 512 * 1024 });
    const falhou = await backup(destino);
    expect(falhou.code, falhou.output).toBe(1);
    expect(falhou.output).toContain(`O objeto media/${GRANDE} não foi copiado do balde`);
    expect(falhou.output).toContain('nenhum backup foi feito');
    // The operator reads a sentence, not a stack.
    expect(falhou.output).not.toMatch(/^\s+at /m);
    // Not even the folder it was made in, `.incompleto`: a failed backup is deleted.
    expect(await readdir(destino)).toEqual([]);
  });

  it('a listing cut mid-body is asked again by the SDK itself (it reads the whole answer within its retries)', async () => {
    let cortado = false;
    // The answer is some 1,100 bytes, its head 300.
    void proxy
      .dropAnswerTo(new RegExp(`GET /${s3.S3_BUCKET}/?\\?list-type=2`), { afterBytes: 900, refuseMs: 0 })
      .then(() => {
        cortado = true;
      });
    const { s3: balde } = loadEnv({
      NODE_ENV: 'test',
      RIP_DATA_DIR: await folder('rip-balde-lista-'),
      ...peloProxy(),
    });
    if (!balde) throw new Error('sem S3');
    expect((await bucketKeys(balde)).sort()).toEqual([...objetos.keys()].map((key) => `media/${key}`).sort());
    expect(cortado).toBe(true);
  });

  it('an upload whose answer is lost is sent again, and the object read back has the bytes the backup recorded', async () => {
    const copia = await folder('rip-balde-copia-');
    const chave = 'b2c3d4e5-0000-4000-8000-000000000009';
    const bytes = randomBytes(200_000);
    await writeFile(path.join(copia, chave), bytes);
    let cortado = false;
    void proxy
      .dropAnswerTo(new RegExp(`PUT /${s3.S3_BUCKET}/media/${chave}[? ]`), { refuseMs: 0 })
      .then(() => {
        cortado = true;
      });
    const env = loadEnv({
      NODE_ENV: 'test',
      RIP_DATA_DIR: await folder('rip-balde-restore-'),
      ...peloProxy(),
    });
    const restaurado = await restoreMedia(env, copia, [
      { chave, bytes: bytes.length, sha256: sha256(bytes) },
    ]);
    expect(cortado).toBe(true);
    expect(restaurado.files).toBe(1);
  });

  it('a copy that cannot be read fails the restore with its key, not the process', async () => {
    const copia = await folder('rip-balde-ilegivel-');
    // A folder where the object's file should be: opened, it fails at its first read (EISDIR).
    await mkdir(path.join(copia, 'c3d4e5f6-0000-4000-8000-000000000010'));
    const env = loadEnv({ NODE_ENV: 'test', RIP_DATA_DIR: await folder('rip-balde-restore-'), ...s3 });
    await expect(
      restoreMedia(env, copia, [
        { chave: 'c3d4e5f6-0000-4000-8000-000000000010', bytes: 10, sha256: '0'.repeat(64) },
      ]),
    ).rejects.toThrow(/c3d4e5f6-0000-4000-8000-000000000010.*EISDIR/);
  });
});
