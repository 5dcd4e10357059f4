/**
 * The media store in an S3-compatible object store (AWS S3, MinIO, Ceph…), chosen when `S3_*` is
 * configured. Uploads are staged on local disk first, exactly as the disk store does (hash, size
 * and type known before anything reaches a key); a commit then streams the staged file to the
 * bucket — in parts when it is large — hashing it again on the way, so what the bucket got is
 * what was checked. Memory stays bounded: a part is a stream of the file's slice, never a buffer.
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Env, S3Config } from '../env';
import { logDoProcesso as log } from '../log';
import { resolveRange } from './byte-range';
import { createMediaStore, type MediaStore, type StagedFile } from './media-store';

/** Above this, a commit is a multipart upload; S3 wants parts of at least 5 MiB (but the last). */
export const S3_PART_BYTES = 8 * 1024 * 1024;

const KEY_PATTERN = /^[0-9A-Za-z][0-9A-Za-z_-]*(\.[0-9A-Za-z_-]+)*$/;

const textOf = (item: unknown) =>
  typeof item === 'string' ? item : item instanceof Error ? item.message : JSON.stringify(item);

/**
 * How every S3 client of the server reaches the bucket (media store, resumable uploads, backups).
 * The SDK's default checksums send streamed bodies as aws-chunked with trailers, which many
 * S3-compatible servers refuse; our own SHA-256 is the integrity check that matters here.
 */
export const s3ClientConfig = (config: S3Config) =>
  ({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without a logger the SDK says nothing, but for one warning it then writes with console.warn:
    // plain text among the process's JSON lines. The errors reach the caller, which reports them.
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...content: unknown[]) => log.warn(`S3: ${content.map(textOf).join(' ')}`),
      error: () => undefined,
    },
  }) as const;

/** The bytes that reached the bucket differ from the ones checked when staged. */
export class StoredIntegrityError extends Error {
  override readonly name = 'StoredIntegrityError';
}

type Sdk = typeof import('@aws-sdk/client-s3');

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function createS3Store(env: Env, config: S3Config): MediaStore {
  // Staging, discarding and the temp folder's cleanup are the disk store's, under the data dir.
  const disk = createMediaStore(env);
  // The SDK takes seconds to load: only a server that stores in S3 pays it, at its first use.
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  function s3() {
    loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client(s3ClientConfig(config)),
    }));
    return loading;
  }
  const Bucket = config.bucket;

  function keyOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Chave de mídia inválida: ${key}`);
    return `media/${key}`;
  }

  /**
   * Sends the staged file's bytes start..end (inclusive) through `send`, hashed on the way. The SDK
   * pipes a body into its request without listening for the body's errors, so a read error would
   * leave the bucket waiting for bytes that never come: it aborts the request instead, and the
   * read's error is what the commit throws.
   */
  async function sendSlice<T>(
    file: StagedFile,
    hash: Hash,
    range: { start: number; end: number },
    send: (Body: Readable, options: { abortSignal: AbortSignal }) => Promise<T>,
  ): Promise<T> {
    // One hash for all parts, fed in order: the parts are sent one after another.
    let sent = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        sent += chunk.length;
        done(null, chunk);
      },
      // A file that shrank since it was staged ends without an error, short of the length the
      // request promised: the bucket would wait for the rest.
      flush(done) {
        const expected = range.end - range.start + 1;
        done(sent === expected ? null : new Error(`O arquivo preparado tem ${sent} de ${expected} bytes.`));
      },
    });
    const abort = new AbortController();
    pipeline(createReadStream(file.path, range), hashing, (error) => {
      if (error) abort.abort(error);
    });
    try {
      return await send(hashing, { abortSignal: abort.signal });
    } catch (error) {
      // A request the bucket refused leaves the file open unless its stream is ended here.
      hashing.destroy();
      throw abort.signal.aborted ? abort.signal.reason : error;
    }
  }

  async function putWhole(file: StagedFile, Key: string, hash: Hash): Promise<void> {
    const { sdk, client } = await s3();
    const put = (Body: Readable | Buffer) =>
      new sdk.PutObjectCommand({
        Bucket,
        Key,
        Body,
        ContentLength: file.size,
        ContentType: 'application/octet-stream',
      });
    if (file.size === 0) await client.send(put(Buffer.alloc(0)));
    else
      await sendSlice(file, hash, { start: 0, end: file.size - 1 }, (Body, options) =>
        client.send(put(Body), options),
      );
  }

  async function putInParts(file: StagedFile, Key: string, hash: Hash): Promise<void> {
    const { sdk, client } = await s3();
    const { UploadId } = await client.send(
      new sdk.CreateMultipartUploadCommand({ Bucket, Key, ContentType: 'application/octet-stream' }),
    );
    try {
      const Parts: { ETag: string | undefined; PartNumber: number }[] = [];
      for (let start = 0, PartNumber = 1; start < file.size; start += S3_PART_BYTES, PartNumber++) {
        const end = Math.min(start + S3_PART_BYTES, file.size) - 1;
        const ContentLength = end - start + 1;
        const { ETag } = await sendSlice(file, hash, { start, end }, (Body, options) =>
          client.send(
            new sdk.UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ContentLength }),
            options,
          ),
        );
        Parts.push({ ETag, PartNumber });
      }
      await client.send(
        new sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }),
      );
    } catch (error) {
      await client
        .send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async function remove(key: string): Promise<void> {
    const { sdk, client } = await s3();
    await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
  }

  return {
    stage: disk.stage,
    stageFile: disk.stageFile,
    discard: disk.discard,

    async commit(file, key) {
      const Key = keyOf(key);
      const hash = createHash('sha256');
      if (file.size > S3_PART_BYTES) await putInParts(file, Key, hash);
      else await putWhole(file, Key, hash);
      // What was sent must be what was checked: a staged file changed in between is not kept.
      if (hash.digest('hex') !== file.sha256) {
        await remove(key).catch(() => undefined);
        throw new StoredIntegrityError(`O arquivo ${key} mudou entre a conferência e o armazenamento.`);
      }
      await disk.discard(file);
    },

    async open(key, spec) {
      const Key = keyOf(key);
      const { sdk, client } = await s3();
      try {
        if (!spec) {
          const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
          return { stream: object.Body as Readable, size: Number(object.ContentLength), range: null };
        }
        // The range is resolved here against the real size, the same way for every S3 flavour
        // (not all of them honour a suffix range or answer 416 alike).
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        const size = Number(head.ContentLength);
        const range = resolveRange(spec, size);
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key, Range: `bytes=${range.start}-${range.end}` }),
        );
        return { stream: object.Body as Readable, size, range };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    remove,
  };
}
