/**
 * s3rver answers GetObjectLockConfiguration with NotImplemented: as it is, it stands for a store
 * without Object Lock. This makes it stand for a bucket created with Object Lock ('ativo') or for
 * AWS's bucket created without it ('sem-configuracao', ObjectLockConfigurationNotFoundError), and
 * keeps the Object Lock headers of every PUT as they arrived on the wire, for the test to read.
 * Like AWS, a PUT with a retention but without Content-MD5 is refused. Test infrastructure only.
 */
import type S3rver from 's3rver';
import { naFrente, type S3Handler } from './s3rver-middleware';

/** One PUT as the store received it: the key and its Object Lock headers ('' when absent). */
export interface PutRecebido {
  key: string;
  mode: string;
  retainUntil: string;
  contentMd5: string;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

export interface ObjectLockStandIn {
  balde: 'ativo' | 'sem-configuracao';
  /** Filled with every PUT the store receives. */
  recebidos: PutRecebido[];
}

export function addObjectLock(server: S3rver, { balde, recebidos }: ObjectLockStandIn): void {
  const handler: S3Handler = async (ctx, next) => {
    // The SDK asks a bucket's configuration at `/<bucket>/?object-lock`: no key is an empty one.
    const [, bucket, ...keyParts] = ctx.path.split('/').filter((part, i) => i < 2 || part !== '');
    if (ctx.method === 'GET' && bucket && keyParts.length === 0 && 'object-lock' in ctx.query) {
      ctx.type = 'application/xml';
      if (balde === 'ativo') {
        ctx.status = 200;
        ctx.body = xml(
          '<ObjectLockConfiguration><ObjectLockEnabled>Enabled</ObjectLockEnabled></ObjectLockConfiguration>',
        );
      } else {
        ctx.status = 404;
        ctx.body = xml(
          '<Error><Code>ObjectLockConfigurationNotFoundError</Code><Message>Object Lock configuration does not exist for this bucket</Message></Error>',
        );
      }
      return;
    }
    if (ctx.method === 'PUT' && keyParts.length > 0) {
      const recebido = {
        key: decodeURIComponent(keyParts.join('/')),
        mode: ctx.get('x-amz-object-lock-mode'),
        retainUntil: ctx.get('x-amz-object-lock-retain-until-date'),
        contentMd5: ctx.get('content-md5'),
      };
      recebidos.push(recebido);
      if (recebido.mode && !recebido.contentMd5) {
        ctx.status = 400;
        ctx.type = 'application/xml';
        ctx.body = xml(
          '<Error><Code>InvalidRequest</Code><Message>Content-MD5 OR x-amz-checksum- HTTP header is required for Put Object requests with Object Lock parameters</Message></Error>',
        );
        return;
      }
    }
    return next();
  };
  naFrente(server, handler);
}
