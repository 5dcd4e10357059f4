// yazl ships no types; only what the verifiable export uses.
declare module 'yazl' {
  import type { Readable } from 'node:stream';
  export class ZipFile {
    outputStream: Readable;
    addReadStream(stream: Readable, path: string, options?: { size?: number; compress?: boolean }): void;
    addBuffer(buffer: Buffer, path: string, options?: { compress?: boolean }): void;
    end(): void;
  }
}
