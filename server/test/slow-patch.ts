/**
 * A tus PATCH sent by hand over a socket, its body held half-way until the test lets it go: a
 * request that is provably in flight while the test looks at the server (metrics, a shutdown).
 */
import http from 'node:http';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { UPLOADS_PATH } from '../storage/uploads';

export interface SlowPatch {
  /** Sends the rest of the body; resolves with the answer's status. */
  finish(): Promise<number>;
  /** Resolves once the first half has left (the server is reading it). */
  started: Promise<void>;
}

export function slowPatch(base: string, cookie: string, uploadId: string, bytes: Buffer): SlowPatch {
  const url = new URL(`${UPLOADS_PATH}/${uploadId}`, base);
  const request = http.request(url, {
    method: 'PATCH',
    // Its own connection: the in-flight request must not be one of a pool's reusable sockets.
    agent: false,
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(bytes.length),
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      cookie,
    },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
  });
  const half = Math.floor(bytes.length / 2);
  const started = new Promise<void>((resolve) => request.write(bytes.subarray(0, half), () => resolve()));
  return {
    started,
    finish: () => {
      request.end(bytes.subarray(half));
      return answer;
    },
  };
}
