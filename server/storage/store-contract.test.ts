/**
 * What every media store promises, run against the disk and against S3 (an s3rver the test starts):
 * a staged file committed under its key, read whole or in a range, removed; a large file sent to
 * S3 in parts; bytes changed between the check and the commit never kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../env';
import { storeVariants } from '../test/s3';
import { RangeNotSatisfiableError } from './byte-range';
import { TooLargeError } from './media-store';
import { S3_PART_BYTES, StoredIntegrityError } from './s3-store';
import { createStoreFor } from './store-for';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(storeVariants())('$name media store', (variant) => {
  function novoStore() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rip-store-'));
    dataDirs.push(dataDir);
    const env = loadEnv({ NODE_ENV: 'test', RIP_DATA_DIR: dataDir, ...variant.env });
    expect(env.s3 !== null).toBe(variant.name === 'S3');
    return createStoreFor(env);
  }

  it('commits a staged file under its key, reads it whole and in ranges, and removes it', async () => {
    const store = novoStore();
    const bytes = randomBytes(10_000);
    const staged = await store.stage(Readable.from([bytes]));
    await store.commit(staged, 'abc-123');

    const inteiro = await store.open('abc-123');
    expect(inteiro).toMatchObject({ size: 10_000, range: null });
    expect((await buffer(inteiro?.stream ?? Readable.from([]))).equals(bytes)).toBe(true);

    const meio = await store.open('abc-123', { start: 100, end: 199 });
    expect(meio).toMatchObject({ size: 10_000, range: { start: 100, end: 199 } });
    expect((await buffer(meio?.stream ?? Readable.from([]))).equals(bytes.subarray(100, 200))).toBe(true);
    const fim = await store.open('abc-123', { suffix: 10 });
    expect((await buffer(fim?.stream ?? Readable.from([]))).equals(bytes.subarray(9_990))).toBe(true);
    await expect(store.open('abc-123', { start: 10_000 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);

    await store.remove('abc-123');
    expect(await store.open('abc-123')).toBeNull();
    expect(await store.open('abc-123', { start: 0 })).toBeNull();
    await store.remove('abc-123');
  });

  it('stores a file larger than a part byte for byte, with a thumbnail beside it', async () => {
    const store = novoStore();
    const send = vi.spyOn(S3Client.prototype, 'send');
    const grande = randomBytes(2 * S3_PART_BYTES + 12_345);
    await store.commit(await store.stage(Readable.from([grande])), 'video-1');
    await store.commit(await store.stage(Readable.from([Buffer.from('miniatura')])), 'video-1.thumb.jpg');
    const lido = await store.open('video-1');
    expect(lido?.size).toBe(grande.length);
    const volta = await buffer(lido?.stream ?? Readable.from([]));
    expect(createHash('sha256').update(volta).digest('hex')).toBe(
      createHash('sha256').update(grande).digest('hex'),
    );
    const miniatura = await store.open('video-1.thumb.jpg');
    expect((await buffer(miniatura?.stream ?? Readable.from([]))).toString()).toBe('miniatura');
    if (variant.name === 'S3') {
      // Three parts went, one after another; none was ever the whole file.
      const comandos = send.mock.calls.map(([command]) => command.constructor.name);
      expect(comandos.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
      expect(comandos).toContain('CompleteMultipartUploadCommand');
    }
    send.mockRestore();
  });

  it('stages a copy of a local file (a finished upload) with its hash, leaving the source whole', async () => {
    const store = novoStore();
    const dir = mkdtempSync(path.join(tmpdir(), 'rip-origem-'));
    dataDirs.push(dir);
    const origem = path.join(dir, 'upload');
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2_500_000)]);
    writeFileSync(origem, bytes);

    const staged = await store.stageFile(origem);
    expect(staged).toMatchObject({
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
      contentType: 'image/jpeg',
    });
    expect(staged.head.equals(bytes.subarray(0, 16))).toBe(true);
    expect(readFileSync(origem).equals(bytes)).toBe(true);
    await store.commit(staged, 'copiado');
    const lido = await store.open('copiado');
    expect((await buffer(lido?.stream ?? Readable.from([]))).equals(bytes)).toBe(true);

    await expect(store.stageFile(origem, { maxBytes: 1_000_000 })).rejects.toBeInstanceOf(TooLargeError);
    expect(readdirSync(path.dirname(staged.path))).toEqual([]);
  });

  it('refuses keys that could leave its place', async () => {
    const store = novoStore();
    await expect(store.open('../segredo')).rejects.toThrow(/inválida/);
    await expect(store.remove('a/b')).rejects.toThrow(/inválida/);
  });

  // A staged file that cannot be read whole: the bucket would wait for a body promised and never
  // sent (no timeout may come), holding the upload's request meanwhile. The read's failure, at once.
  const estragos = [
    {
      caso: 'cannot be read',
      estragar: (arquivo: string) => rmSync(arquivo),
      erro: { code: 'ENOENT' },
      // Nothing was sent, so nothing may be kept.
      nadaGuardado: true,
    },
    {
      caso: 'shrank',
      // No error comes from the file: only its length says the body will never be whole.
      estragar: (arquivo: string, tamanho: number) => truncateSync(arquivo, tamanho - 5_000),
      erro: { message: expect.stringMatching(/bytes/) },
      // S3 keeps nothing of a body shorter than announced; the tests' s3rver may keep what came.
      nadaGuardado: false,
    },
  ].filter(({ caso }) => caso !== 'shrank' || variant.name === 'S3');
  it.each(
    estragos.flatMap((estrago) => [
      { ...estrago, parte: 'small', tamanho: 10_000 },
      { ...estrago, parte: 'in parts', tamanho: S3_PART_BYTES + 1 },
    ]),
  )(
    'fails at once when the staged file $caso ($parte)',
    async ({ estragar, erro, nadaGuardado, tamanho }) => {
      const store = novoStore();
      const staged = await store.stage(Readable.from([randomBytes(tamanho)]));
      estragar(staged.path, tamanho);
      await expect(store.commit(staged, 'estragado')).rejects.toMatchObject(erro);
      if (nadaGuardado) expect(await store.open('estragado')).toBeNull();
    },
    10_000,
  );

  it.runIf(variant.name === 'S3')('closes the staged file when the bucket refuses it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rip-store-'));
    dataDirs.push(dataDir);
    const env = loadEnv({ NODE_ENV: 'test', RIP_DATA_DIR: dataDir, ...variant.env, S3_BUCKET: 'nao-existe' });
    const store = createStoreFor(env);
    // Above 2 MiB the SDK asks to continue before the body: refused, the body is never read.
    const staged = await store.stage(Readable.from([randomBytes(3_000_000)]));
    await expect(store.commit(staged, 'recusado')).rejects.toThrow();
    const abertos = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`) === staged.path;
        } catch {
          return false;
        }
      });
    await vi.waitFor(() => expect(abertos()).toEqual([]));
  });

  it.runIf(variant.name === 'S3')(
    'keeps nothing when the staged bytes changed after they were checked',
    async () => {
      const store = novoStore();
      const staged = await store.stage(Readable.from([Buffer.from('original')]));
      writeFileSync(staged.path, 'trocado!');
      await expect(store.commit(staged, 'trocado')).rejects.toBeInstanceOf(StoredIntegrityError);
      expect(await store.open('trocado')).toBeNull();
    },
  );
});
