import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createMediaStore, TooLargeError } from './media-store';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function novoStore() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rip-store-'));
  dataDirs.push(dataDir);
  const store = createMediaStore(loadEnv({ NODE_ENV: 'test', RIP_DATA_DIR: dataDir }));
  const media = path.join(dataDir, 'media');
  return { store, media, temp: () => readdirSync(path.join(media, '.tmp')) };
}

/** A source that arrives in small pieces, as a network upload does. */
function emPedacos(bytes: Buffer, size = 3): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

describe('disk media store', () => {
  it('stages an upload with its SHA-256, its size and the type its first bytes prove', async () => {
    const { store } = novoStore();
    const png = Buffer.from([...PNG_HEAD, 1, 2, 3, 4, 5]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9]);
    const gif = Buffer.from('GIF89a......');

    const stagedPng = await store.stage(emPedacos(png));
    expect(stagedPng).toMatchObject({
      sha256: createHash('sha256').update(png).digest('hex'),
      size: png.length,
      contentType: 'image/png',
    });
    expect(readFileSync(stagedPng.path).equals(png)).toBe(true);
    expect((await store.stage(emPedacos(jpeg, 1))).contentType).toBe('image/jpeg');
    expect((await store.stage(emPedacos(gif))).contentType).toBeNull();
    // Almost a PNG signature is no PNG.
    expect((await store.stage(Readable.from([Buffer.from(PNG_HEAD.slice(0, 7))]))).contentType).toBeNull();
  });

  it('stops reading a source at the first byte past maxBytes and keeps nothing of it', async () => {
    const { store, temp } = novoStore();
    const bytes = Buffer.alloc(100, 1);
    let read = 0;
    const source = Readable.from(
      (function* () {
        for (let at = 0; at < bytes.length; at += 7) {
          read += 7;
          yield bytes.subarray(at, at + 7);
        }
      })(),
    );
    await expect(store.stage(source, { maxBytes: 50 })).rejects.toBeInstanceOf(TooLargeError);
    expect(read).toBeLessThan(100);
    expect(temp()).toEqual([]);
    expect((await store.stage(emPedacos(bytes), { maxBytes: 100 })).size).toBe(100);
  });

  it('commits a staged file under its key, opens it, and removes it', async () => {
    const { store, media, temp } = novoStore();
    const staged = await store.stage(Readable.from([Buffer.from('conteúdo')]));

    await store.commit(staged, 'abc-123');
    expect(temp()).toEqual([]);
    const aberto = await store.open('abc-123');
    expect(aberto?.size).toBe(Buffer.byteLength('conteúdo'));
    expect(await text(aberto?.stream ?? Readable.from([]))).toBe('conteúdo');
    await store.discard(staged);

    await store.remove('abc-123');
    expect(existsSync(path.join(media, 'abc-123'))).toBe(false);
    expect(await store.open('abc-123')).toBeNull();
    await store.remove('abc-123');
  });

  it('discards a staged file, and leaves no temp file when the source fails midway', async () => {
    const { store, temp } = novoStore();
    await store.discard(await store.stage(Readable.from([Buffer.from('x')])));
    expect(temp()).toEqual([]);

    const falha = new Readable({
      read() {
        this.push(Buffer.from([0xff, 0xd8, 0xff]));
        this.destroy(new Error('conexão caiu'));
      },
    });
    await expect(store.stage(falha)).rejects.toThrow('conexão caiu');
    expect(temp()).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    const { store } = novoStore();
    await expect(store.open('../segredo')).rejects.toThrow(/inválida/);
    await expect(store.remove('a/b')).rejects.toThrow(/inválida/);
    await expect(store.open('.tmp')).rejects.toThrow(/inválida/);
  });

  it('clears temp files a crashed process left behind, but not uploads in progress', async () => {
    const { store, media, temp } = novoStore();
    const tempDir = path.join(media, '.tmp');
    mkdirSync(tempDir, { recursive: true });
    writeFileSync(path.join(tempDir, 'antigo'), 'x');
    writeFileSync(path.join(tempDir, 'recente'), 'x');
    const duasHorasAtras = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(path.join(tempDir, 'antigo'), duasHorasAtras, duasHorasAtras);

    const staged = await store.stage(Readable.from([Buffer.from('novo')]));

    expect(temp().sort()).toEqual([path.basename(staged.path), 'recente'].sort());
  });
});
