/**
 * Resumable upload of one media file to `${API_PREFIX}/uploads` (the tus protocol, tus-js-client):
 * a connection lost at 80 % resumes from the server's offset, not from zero (issue 11). Shared by
 * the page and the service worker, which has neither XMLHttpRequest nor localStorage, so the HTTP
 * requests go through fetch and the upload's URL is derived from the media's id instead of stored.
 */
import type { HttpRequest, HttpResponse, HttpStack, UrlStorage } from 'tus-js-client';
import { uploadsEndpoint } from '../../../shared/api/uploads';
import { AUTOR_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/constants';
import { type ApiErrorBody, isApiErrorBody } from '../../../shared/errors';
import type { UploadKind } from '../../../shared/schemas/vestigios';
import { registrarResposta } from '../../lib/conexao';
import { urlOf } from '../../lib/request';

/** Small enough that a cut loses little, large enough that a 50 MB video is ~50 requests (≤ 1 % overhead). */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
/** Per request, not per file: the old app's 120 s limit for the whole file no longer applies. */
const REQUEST_TIMEOUT_MS = 60_000;
/** Quick retries inside one attempt; after them the outbox keeps the item and resumes later. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000];

export interface UploadFile {
  /** The media's client UUID: the upload's id, so a resend finds the same upload. */
  mediaId: string;
  casoId: string;
  kind: UploadKind;
  blob: Blob;
  sha256: string;
  contentType: string;
  filename: string;
}

export type UploadOutcome =
  | { kind: 'done' }
  | { kind: 'network' }
  | { kind: 'rejected'; status: number; error: ApiErrorBody | null };

/** Where the uploads answer, absolute (tus resolves the Location header against it). */
export function uploadEndpoint(origin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  return `${origin}${urlOf(uploadsEndpoint)}`;
}

/** The upload's URL is its id under the endpoint: nothing to store to resume it. */
export function uploadUrlOf(endpoint: string, mediaId: string): string {
  return `${endpoint}/${mediaId}`;
}

class FetchResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: string,
  ) {}
  getStatus() {
    return this.response.status;
  }
  getHeader(header: string) {
    return this.response.headers.get(header) ?? undefined;
  }
  getBody() {
    return this.body;
  }
  getUnderlyingObject() {
    return this.response;
  }
}

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private progress: (bytesSent: number) => void = () => {};

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly fetchFn: typeof fetch,
    private readonly stop?: AbortSignal,
  ) {}

  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }
  getHeader(header: string) {
    return this.headers[header];
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progress = handler;
  }

  async send(body?: Blob | null): Promise<HttpResponse> {
    const abort = () => this.controller.abort();
    const timer = setTimeout(abort, REQUEST_TIMEOUT_MS);
    this.stop?.addEventListener('abort', abort);
    if (this.stop?.aborted) abort();
    try {
      const response = await this.fetchFn(this.url, {
        method: this.method,
        headers: this.headers,
        body: body ?? undefined,
        credentials: 'same-origin',
        signal: this.controller.signal,
      });
      const text = await response.text();
      registrarResposta(true);
      // fetch tells no upload progress; a chunk is reported whole once the server took it.
      if (body && response.ok) this.progress(body.size);
      return new FetchResponse(response, text);
    } catch (error) {
      registrarResposta(false);
      throw error;
    } finally {
      clearTimeout(timer);
      this.stop?.removeEventListener('abort', abort);
    }
  }

  async abort() {
    this.controller.abort();
  }

  getUnderlyingObject() {
    return this.controller;
  }
}

/** tus-js-client's HTTP through fetch: the service worker has no XMLHttpRequest. */
export class FetchHttpStack implements HttpStack {
  constructor(
    private readonly fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
    private readonly stop?: AbortSignal,
  ) {}
  createRequest(method: string, url: string): HttpRequest {
    return new FetchRequest(method, url, this.fetchFn, this.stop);
  }
  getName() {
    return 'FetchHttpStack';
  }
}

/** Nothing stored: the URL is derived from the media id (`uploadUrlOf`). */
const noUrlStorage: UrlStorage = {
  findAllUploads: async () => [],
  findUploadsByFingerprint: async () => [],
  removeUpload: async () => {},
  addUpload: async () => '',
};

/** Reads the Blob in slices, the same in the page, the worker and the tests. */
const blobReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      slice: async (start: number, end: number) => ({
        value: input.slice(start, end),
        done: end >= input.size,
      }),
      close: () => {},
    };
  },
};

export interface UploadOptions {
  endpoint?: string;
  fetch?: typeof fetch;
  onProgress?: (sent: number, total: number) => void;
  chunkSize?: number;
  retryDelays?: number[];
  /** Aborts the request on its way and tries no more (interromperEnvios). */
  signal?: AbortSignal;
  /** Whose file it is, checked against the session like the operation it goes with (AUTOR_HEADER). */
  autor?: string;
}

/**
 * Answers about the transfer, not the file: 409 (the offsets disagree: a chunk cut mid-way, or a
 * create answered for an upload the server already had) and 423 (the dead request still holds the
 * upload) are settled by asking the offset again; 5xx, by trying later. A refusal of the file itself
 * comes from the route, with the API's error body.
 */
function isTransient(status: number, body: unknown): boolean {
  if (status === 0 || status >= 500) return true;
  return (status === 409 || status === 423) && !isApiErrorBody(body);
}

function bodyOf(response: HttpResponse | null | undefined): unknown {
  try {
    return JSON.parse(response?.getBody() ?? '');
  } catch {
    return null;
  }
}

function outcomeOf(error: unknown): UploadOutcome {
  const response = (error as { originalResponse?: HttpResponse | null }).originalResponse;
  const status = response?.getStatus() ?? 0;
  const body = bodyOf(response);
  // No answer (cut, timed out), a proxy's, or a conflict of offsets: kept to be resumed later.
  if (isTransient(status, body)) return { kind: 'network' };
  return { kind: 'rejected', status, error: isApiErrorBody(body) ? body : null };
}

/** tus-js-client's own rule would give up on a 409 it met on every quick retry; ours resumes. */
function shouldRetry(error: unknown, stop?: AbortSignal): boolean {
  const response = (error as { originalResponse?: HttpResponse | null }).originalResponse;
  const online = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false;
  return online && !stop?.aborted && isTransient(response?.getStatus() ?? 0, bodyOf(response));
}

/**
 * Sends one file, resuming where the server has it (HEAD on the id's URL; a new upload only when
 * the server knows none). Never throws: the outcome says whether to keep the item for later.
 */
export async function uploadFile(file: UploadFile, options: UploadOptions = {}): Promise<UploadOutcome> {
  const endpoint = options.endpoint ?? uploadEndpoint();
  // The tus client (some 12 KiB of what the case hub added to the login) only when there is a file to
  // send; the precache holds its chunk, and a failed load is a send to try again later.
  const tus = await import('./tus-client').catch(() => null);
  if (tus === null) return { kind: 'network' };
  const { Upload } = tus;
  return new Promise((resolve) => {
    const upload = new Upload(file.blob, {
      endpoint,
      uploadUrl: uploadUrlOf(endpoint, file.mediaId),
      chunkSize: options.chunkSize ?? UPLOAD_CHUNK_BYTES,
      retryDelays: options.retryDelays ?? RETRY_DELAYS_MS,
      onShouldRetry: (error) => shouldRetry(error, options.signal),
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(options.autor ? { [AUTOR_HEADER]: options.autor } : {}),
      },
      metadata: {
        mediaId: file.mediaId,
        casoId: file.casoId,
        kind: file.kind,
        sha256: file.sha256,
        contentType: file.contentType,
        filename: file.filename,
      },
      uploadSize: file.blob.size,
      fingerprint: async () => file.mediaId,
      storeFingerprintForResuming: false,
      urlStorage: noUrlStorage,
      fileReader: blobReader,
      httpStack: new FetchHttpStack(options.fetch, options.signal),
      onProgress: (sent, total) => options.onProgress?.(sent, total),
      onSuccess: () => resolve({ kind: 'done' }),
      onError: (error) => resolve(outcomeOf(error)),
    });
    upload.start();
  });
}
