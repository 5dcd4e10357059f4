/**
 * Resumable uploads staged in the S3 bucket (@tus/s3-store: one multipart upload per tus upload,
 * its `<id>.info` object beside it), so every node of a cluster sees the same offset: PATCHes of
 * one upload may land on different nodes, and an upload resumes after its node dies. The keys are
 * the uploads' UUIDs at the bucket's root, apart from the media under `media/`.
 */

import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type MetadataValue, S3Store } from '@tus/s3-store';
import type { KvStore } from '@tus/server';
import type { S3Config } from '../env';
import { s3ClientConfig } from './s3-store';
import type { UploadStaging } from './upload-staging';

const UUID_INFO = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.info$/;

/**
 * The store's default cache keeps an upload's metadata in one node's memory; another node may
 * have removed or finished it since. Every node reads the `.info` object instead (one GET).
 */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

export function s3Staging(config: S3Config): UploadStaging {
  const clientConfig = s3ClientConfig(config);
  const datastore = new S3Store({
    partSize: 8 * 1024 * 1024,
    cache: noCache,
    s3ClientConfig: { bucket: config.bucket, ...clientConfig },
  });
  const client = new S3Client(clientConfig);

  return {
    datastore,
    // The finished upload is one object: streamed into staging, where the hash is taken.
    stageInto: async (store, id, options) => store.stage((await datastore.read(id)) as Readable, options),
    async remove(id) {
      // The store aborts an unfinished multipart upload; for a finished one S3 answers NoSuchUpload
      // and the store stops before deleting the objects, so they are deleted here in any case.
      await datastore.remove(id).catch(() => undefined);
      await client.send(
        new DeleteObjectsCommand({
          Bucket: config.bucket,
          Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }] },
        }),
      );
    },
    async ids() {
      const ids: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: config.bucket, ContinuationToken }),
        );
        for (const { Key } of page.Contents ?? []) {
          if (Key && UUID_INFO.test(Key)) ids.push(Key.slice(0, -'.info'.length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return ids;
    },
  };
}
