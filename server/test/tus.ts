/**
 * A bare tus client for tests, over a real socket (tus's handler reads the raw request, which an
 * injected request does not fully imitate): each call is one plain HTTP request, so a test can
 * count the bytes it sends and cut an upload where it wants.
 */
import { createHash, randomUUID } from 'node:crypto';
import type net from 'node:net';
import { type ArquivoDaMidia, midiaDe, vestigioCom } from '../../scripts/corpos-vestigio.mjs';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { stringifyUploadMetadata, UPLOADS_PATH } from '../storage/uploads';
import type { TestServer } from './harness';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface TusFile extends ArquivoDaMidia {
  bytes: Buffer;
}

export function tusFile(kind: TusFile['kind'], contentType: string, bytes: Buffer): TusFile {
  return { id: randomUUID(), kind, contentType, bytes };
}

/** Starts the test server listening (once) and returns its base URL. */
export async function listening(server: TestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.app.server.address() as net.AddressInfo).port}`;
}

/** The server listening and an investigator signed in: what a file of upload tests needs first. */
export async function enviador(server: TestServer): Promise<{ base: string; cookie: string }> {
  return { base: await listening(server), cookie: await server.login('investigador') };
}

export function tusClient(base: string, cookie: string, options: { csrf?: boolean } = {}) {
  const headers = (extra: Record<string, string>) => ({
    'Tus-Resumable': '1.0.0',
    cookie,
    ...(options.csrf === false ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE }),
    ...extra,
  });
  const client = {
    create: (casoId: string, file: TusFile, length = file.bytes.length) =>
      fetch(`${base}${UPLOADS_PATH}`, {
        method: 'POST',
        headers: headers({
          'Upload-Length': String(length),
          'Upload-Metadata': stringifyUploadMetadata({
            mediaId: file.id,
            casoId,
            kind: file.kind,
            sha256: file.sha256 ?? sha256(file.bytes),
            contentType: file.contentType,
            filename: `${file.kind}.bin`,
          }),
        }),
      }),
    patch: (id: string, offset: number, chunk: Buffer) =>
      fetch(`${base}${UPLOADS_PATH}/${id}`, {
        method: 'PATCH',
        headers: headers({
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        }),
        body: new Uint8Array(chunk),
      }),
    head: (id: string) => fetch(`${base}${UPLOADS_PATH}/${id}`, { method: 'HEAD', headers: headers({}) }),
    /** The whole file in one create and one PATCH; throws unless both succeed. */
    async upload(casoId: string, file: TusFile): Promise<void> {
      const created = await client.create(casoId, file);
      if (created.status !== 201) throw new Error(`create ${created.status} ${await created.text()}`);
      const patched = await client.patch(file.id, 0, file.bytes);
      if (patched.status !== 204) throw new Error(`patch ${patched.status} ${await patched.text()}`);
    },
  };
  return client;
}

/**
 * A vestígio claiming `file` as its one media: the body the phone sends once the upload is done.
 * `midiaSha` lets a test declare another hash than the bytes'.
 */
export function vestigioDe(file: TusFile, midiaSha = file.sha256 ?? sha256(file.bytes)) {
  return vestigioCom([midiaDe(file, { sha256: midiaSha })]);
}
