/**
 * s3rver keeps multipart uploads but answers neither ListParts nor AbortMultipartUpload, which
 * the tus S3 store needs (an upload's offset is the sum of its parts). This fills in those two
 * calls from s3rver's own files, in front of its router, so the stand-in speaks the S3 API the
 * production store (AWS S3, MinIO, Ceph) speaks. Test infrastructure only.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type S3rver from 's3rver';
import { naFrente, type S3Handler } from './s3rver-middleware';

interface Store {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function listParts(directory: string): Promise<{ number: number; size: number; etag: string }[]> {
  const names = await readdir(directory).catch(() => null);
  if (!names) return [];
  const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number);
  numbers.sort((a, b) => a - b);
  return Promise.all(
    numbers.map(async (number) => {
      const file = path.join(directory, String(number));
      const [{ size }, md5] = await Promise.all([
        stat(file),
        readFile(`${file}.md5`, 'utf8').catch(() => ''),
      ]);
      return { number, size, etag: md5 };
    }),
  );
}

export function addMultipartListing(server: S3rver): void {
  const store = (server as unknown as { store: Store }).store;
  const handler: S3Handler = async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const [, bucket, ...keyParts] = ctx.path.split('/');
    if (!uploadId || !bucket || keyParts.length === 0 || !/^[0-9a-f]+$/.test(uploadId)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'DELETE') return next();
    const directory = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const exists = await stat(directory).then(
      () => true,
      () => false,
    );
    if (!exists) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`;
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(directory, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    const key = decodeURIComponent(keyParts.join('/'));
    const parts = await listParts(directory);
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts
      .map(
        (part) =>
          `<Part><PartNumber>${part.number}</PartNumber><ETag>"${part.etag}"</ETag><Size>${part.size}</Size></Part>`,
      )
      .join('')}</ListPartsResult>`;
  };
  naFrente(server, handler);
}
