/**
 * What the S3 stand-ins (s3rver, a Koa app) add in front of its router: the request as Koa shows
 * it, and the slot a handler takes before every other. Test infrastructure only.
 */
import type S3rver from 's3rver';

export interface S3Ctx {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
  get(header: string): string;
}

export type S3Handler = (ctx: S3Ctx, next: () => Promise<void>) => Promise<void>;

/** Runs `handler` before s3rver's own middleware, which answers every S3 call it knows. */
export function naFrente(server: S3rver, handler: S3Handler): void {
  (server as unknown as { middleware: unknown[] }).middleware.unshift(handler);
}
