import type { Env } from '../env';
import { createMediaStore, type MediaStore } from './media-store';
import { createS3Store } from './s3-store';

/** The media store the configuration asks for: S3-compatible when `S3_*` is set, else the disk. */
export function createStoreFor(env: Env): MediaStore {
  return env.s3 ? createS3Store(env, env.s3) : createMediaStore(env);
}
