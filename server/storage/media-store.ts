import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../env';
import { type ByteRange, type RangeSpec, resolveRange } from './byte-range';

/** The image types a file's first bytes can prove; nothing else is ever trusted. */
export type SniffedType = 'image/jpeg' | 'image/png';

/** An upload received in full into a temp file, not yet stored under a key. */
export interface StagedFile {
  /** A local file, readable (by sharp, for instance) until it is committed or discarded. */
  readonly path: string;
  readonly sha256: string;
  readonly size: number;
  /** What the first bytes say the file is; null when they are neither JPEG nor PNG. */
  readonly contentType: SniffedType | null;
  /** The first bytes, for checks beyond images (a video's container). */
  readonly head: Buffer;
}

/** The video containers a phone records, told by their first bytes; null for anything else. */
export function sniffVideo(head: Buffer): 'video/webm' | 'video/mp4' | 'video/quicktime' | null {
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'video/webm';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    return head.subarray(8, 12).toString('latin1') === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  return null;
}

/** The source went past the size it was allowed; reading stopped there and nothing was kept. */
export class TooLargeError extends Error {
  override readonly name = 'TooLargeError';
  constructor(readonly maxBytes: number) {
    super(`Arquivo maior que ${maxBytes} bytes`);
  }
}

export interface StoredObject {
  stream: Readable;
  /** The whole object's size, even when only a range of it is read. */
  size: number;
  /** The bytes the stream carries when a range was asked for; null for the whole object. */
  range: ByteRange | null;
}

/**
 * Where media bytes live (never in the database). Uploads are staged first, so nothing reaches a
 * key before it has been checked; objects are immutable once committed.
 */
export interface MediaStore {
  stage(source: Readable, options?: { maxBytes?: number }): Promise<StagedFile>;
  /**
   * Stages a copy of a local file (a finished resumable upload), the source left untouched. The
   * same result as stage(), but copied through one reused buffer: a 100 MB video leaves no
   * trail of read buffers for the garbage collector, so the server's memory stays flat.
   */
  stageFile(sourcePath: string, options?: { maxBytes?: number }): Promise<StagedFile>;
  /** Moves a staged file to its key; the temp file is gone afterwards. */
  commit(file: StagedFile, key: string): Promise<void>;
  /** Drops a staged file; harmless after a commit or a previous discard. */
  discard(file: StagedFile): Promise<void>;
  /**
   * The object's bytes (only the range's, when one is given), or null when there is none under
   * the key; a range wholly past the end throws RangeNotSatisfiableError.
   */
  open(key: string, range?: RangeSpec | null): Promise<StoredObject | null>;
  /** Harmless when the object is already gone. */
  remove(key: string): Promise<void>;
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Enough for every signature sniffed here (an MP4's brand ends at byte 12). */
const HEAD_BYTES = 16;

function sniffImage(head: Buffer): SniffedType | null {
  if (head.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  if (head.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  return null;
}

/** The one buffer a file copy goes through (a staged upload is read once, written once). */
const COPY_BUFFER_BYTES = 1024 * 1024;

/** A temp file older than this was left by a process that died mid-upload. */
const STALE_TEMP_MS = 60 * 60 * 1000;

// Media ids and their derived names only: a key can never climb out of the store's folder.
const KEY_PATTERN = /^[0-9A-Za-z][0-9A-Za-z_-]*(\.[0-9A-Za-z_-]+)*$/;

/** Keeps the hash, the size and the first bytes of what flows through; fails past maxBytes. */
class Inspector extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  head = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    // Stopping here, rather than reading to the end, is what lets an oversized upload be answered at once.
    if (this.size > this.maxBytes) {
      done(new TooLargeError(this.maxBytes));
      return;
    }
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.hash.update(chunk);
    done(null, chunk);
  }
}

/** The disk store under `${dataDir}/media`; temp files sit in the same filesystem so a commit is a rename. */
export function createMediaStore(env: Env): MediaStore {
  const root = path.join(env.dataDir, 'media');
  const tempDir = path.join(root, '.tmp');
  let ready: Promise<void> | null = null;

  async function prepare(): Promise<void> {
    await mkdir(tempDir, { recursive: true });
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of await readdir(tempDir)) {
      const file = path.join(tempDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  async function ensureReady(): Promise<void> {
    ready ??= prepare().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    await ready;
  }

  function pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Chave de mídia inválida: ${key}`);
    return path.join(root, key);
  }

  return {
    async stage(source, options = {}) {
      await ensureReady();
      const tempPath = path.join(tempDir, randomUUID());
      const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
      const inspector = new Inspector(maxBytes);
      try {
        await pipeline(source, inspector, createWriteStream(tempPath, { flags: 'wx', mode: 0o640 }));
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return {
        path: tempPath,
        sha256: inspector.hash.digest('hex'),
        size: inspector.size,
        contentType: sniffImage(inspector.head),
        head: inspector.head,
      };
    },

    async stageFile(sourcePath, options = {}) {
      await ensureReady();
      const tempPath = path.join(tempDir, randomUUID());
      const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
      const hash = createHash('sha256');
      const buffer = Buffer.allocUnsafe(COPY_BUFFER_BYTES);
      let head = Buffer.alloc(0);
      let size = 0;
      const source = await open(sourcePath, 'r');
      try {
        const target = await open(tempPath, 'wx', 0o640);
        try {
          for (;;) {
            const { bytesRead } = await source.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0) break;
            size += bytesRead;
            if (size > maxBytes) throw new TooLargeError(maxBytes);
            const chunk = buffer.subarray(0, bytesRead);
            if (head.length < HEAD_BYTES)
              head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            hash.update(chunk);
            await target.write(chunk);
          }
        } finally {
          await target.close();
        }
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      } finally {
        await source.close();
      }
      return { path: tempPath, sha256: hash.digest('hex'), size, contentType: sniffImage(head), head };
    },

    async commit(file, key) {
      await rename(file.path, pathOf(key));
    },

    async discard(file) {
      await rm(file.path, { force: true });
    },

    async open(key, spec) {
      const file = pathOf(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info) return null;
      const range = spec ? resolveRange(spec, info.size) : null;
      // Read as it is sent: a 2 GB video costs a 64 KB buffer, not its size.
      const stream = range ? createReadStream(file, range) : createReadStream(file);
      return { stream, size: info.size, range };
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
