/**
 * What a service takes and hands back beyond plain values, named here so that services need not
 * know the HTTP layer that carries them (server/http/register.ts reads both).
 */
import type { Readable } from 'node:stream';

/**
 * An answer already validated against the operation's schema and serialised (a kept case read,
 * a dashboard's figures): sent as it is. Kept as bytes, so a kept answer sent a thousand times is
 * encoded once, not once per send.
 */
export class Serialized {
  readonly bytes: Buffer;
  constructor(json: string) {
    this.bytes = Buffer.from(json);
  }
}

/** The file part of an upload, as the multipart parser hands it over. */
export interface UploadedFile {
  stream: Readable;
  filename: string | null;
}
