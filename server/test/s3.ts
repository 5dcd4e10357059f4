/**
 * A local S3-compatible server for the tests (s3rver: port 0, a temp folder), so the S3 store is
 * tested against real HTTP and real multipart uploads, with nothing outside the machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { addObjectLock, type ObjectLockStandIn } from './s3rver-object-lock';
import { addMultipartListing } from './s3rver-parts';

export const S3_TEST_BUCKET = 'rip-midias';

/**
 * Starts s3rver before the file's tests (register it before setupTestServer, whose beforeAll
 * reads the env this fills) and stops it after. The returned env is empty until then. As it is,
 * the store has no Object Lock; `objectLock` makes it stand for a bucket that has one or not.
 */
export function startS3rver(objectLock?: ObjectLockStandIn): Record<string, string> {
  const env: Record<string, string> = {};
  let server: S3rver | null = null;
  let directory = '';
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'rip-s3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
    });
    addMultipartListing(server);
    if (objectLock) addObjectLock(server, objectLock);
    const { port } = (await server.run()) as AddressInfo;
    Object.assign(env, {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return env;
}

/** The two stores, for `describe.each`: the disk (default) and S3 against a local s3rver. */
export function storeVariants(): { name: string; env: Record<string, string> }[] {
  return [
    { name: 'disco', env: {} },
    { name: 'S3', env: lazyS3Env() },
  ];
}

let shared: Record<string, string> | null = null;
/**
 * One s3rver per test file, started only when a suite of it runs (the S3 variant's env). Forgotten
 * when the file ends: the next file in the same worker (modules are not reloaded between a
 * worker's files, vitest.config.ts) starts its own.
 */
function lazyS3Env(): Record<string, string> {
  if (!shared) {
    shared = startS3rver();
    afterAll(() => {
      shared = null;
    });
  }
  return shared;
}
