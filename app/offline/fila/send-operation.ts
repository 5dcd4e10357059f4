/**
 * Sending one outbox operation to the API, its files first. Shared by the page and the service
 * worker (which imports it with the WebWorker lib), so it touches no window or document API.
 */
import { ENDPOINTS } from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import { uploadsEndpoint } from '../../../shared/api/uploads';
import { API_PREFIX, AUTOR_HEADER } from '../../../shared/constants';
import { isApiErrorBody } from '../../../shared/errors';
import {
  type ConflitoEdicao,
  type ConflitoExclusao,
  conflitoEdicao,
  conflitoExclusao,
} from '../../../shared/schemas/versao';
import { registrarResposta } from '../../lib/conexao';
import { requestOf } from '../../lib/request';
import type { OutboxError, OutboxRequest } from '../db';
import { uploadEndpoint, uploadFile } from '../envio/upload';
import { clearUploadProgress, reportUploadProgress, uploadProgressOf } from '../envio/upload-progress';

export const NETWORK_ERROR: OutboxError = { code: null, message: 'Sem conexão com a Internet' };
const UNKNOWN_ERROR_MESSAGE = 'Erro desconhecido.';

/**
 * Answers that come from a proxy or a server that is starting or overloaded, not from a decision
 * about the request: the operation is kept to be sent again, like a dropped connection.
 */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

export interface OutboxConfig {
  /** Where the API answers; the page's own origin unless a test points it elsewhere. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  /** A request still unanswered after this long is treated as a network failure. */
  timeoutMs: number;
  /** The same for an operation with files, which takes longer to send on a phone's link (spec: 120 s). */
  uploadTimeoutMs: number;
}

let config: OutboxConfig = {
  baseUrl: API_PREFIX,
  // Looked up on each call so that the global the page or the worker has at that moment is used.
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: 20_000,
  uploadTimeoutMs: 120_000,
};

export function configureOutbox(options: Partial<OutboxConfig>): void {
  config = { ...config, ...options };
}

let interrupcao = new AbortController();

/**
 * Stops what this context is sending, at once (issue 40): a worker about to be replaced by a new
 * version must not hold the update back while its run lasts (a browser waits for the old worker's
 * events before the new one takes over). The items stay in the outbox and resume where the server
 * has them, sent by the page or the new worker.
 */
export function interromperEnvios(): void {
  interrupcao.abort();
}

/** A new run may send again. */
export function retomarEnvios(): void {
  if (interrupcao.signal.aborted) interrupcao = new AbortController();
}

export function enviosInterrompidos(): boolean {
  return interrupcao.signal.aborted;
}

/** Aborted by interromperEnvios: also ends a wait for another context's run. */
export function sinalDeInterrupcao(): AbortSignal {
  return interrupcao.signal;
}

export type SendOutcome =
  | { kind: 'sent'; status: number; response: unknown }
  | { kind: 'network' }
  | { kind: 'rejected'; status: number; error: OutboxError; issues: { path: string; message: string }[] };

interface RuntimeNavigator {
  onLine?: boolean;
  locks?: LockManager;
}

/** The page's or the worker's navigator; absent under Node 20, where the tests run. */
export function runtimeNavigator(): RuntimeNavigator | undefined {
  return (globalThis as { navigator?: RuntimeNavigator }).navigator;
}

const UNKNOWN_OPERATION: OutboxError = {
  code: null,
  message: 'Operação de uma versão anterior do aplicativo que não pode ser enviada.',
};

/**
 * `whole`: media ids this run already sent whole (sendUploads), not asked about again. `autor`: the
 * user whose operation it is, which the server checks against the session (AUTOR_HEADER).
 */
export async function sendOperation(
  operation: OutboxRequest,
  whole: Set<string> | undefined,
  autor: string,
): Promise<SendOutcome> {
  const endpoint = (ENDPOINTS as Record<string, Endpoint | undefined>)[operation.op];
  if (!endpoint) return { kind: 'rejected', status: 0, error: UNKNOWN_OPERATION, issues: [] };
  if (runtimeNavigator()?.onLine === false || enviosInterrompidos()) return { kind: 'network' };
  const uploaded = await sendUploads(operation, whole, autor);
  if (uploaded) return uploaded;
  const { url, init } = requestOf(endpoint, operation.input as never);
  let response: Response;
  let text: string;
  try {
    response = await config.fetch(`${config.baseUrl}${url.slice(API_PREFIX.length)}`, {
      ...init,
      headers: { ...init.headers, [AUTOR_HEADER]: autor },
      signal: AbortSignal.any([
        AbortSignal.timeout(endpoint.upload ? config.uploadTimeoutMs : config.timeoutMs),
        interrupcao.signal,
      ]),
    });
    text = await response.text();
  } catch {
    // Refused, dropped or timed out. The server may still have applied it; sending it again is
    // safe because it answers a repeated operation as it answered the first.
    registrarResposta(false);
    return { kind: 'network' };
  }
  registrarResposta(true);
  if (TRANSIENT_STATUSES.has(response.status)) return { kind: 'network' };
  const payload = parseBody(text);
  if (response.ok) clearUploadProgress(operation.id);
  if (response.ok) return { kind: 'sent', status: response.status, response: payload };
  if (isApiErrorBody(payload)) {
    return {
      kind: 'rejected',
      status: response.status,
      error: {
        code: payload.code,
        message: payload.message,
        ...conflitoDe(payload),
      },
      issues: payload.issues ?? [],
    };
  }
  return {
    kind: 'rejected',
    status: response.status,
    error: { code: null, message: UNKNOWN_ERROR_MESSAGE },
    issues: [],
  };
}

/**
 * The operation's files first, each resumed where the server has it; null when all are there. A cut
 * keeps the item (the next run resumes); a refusal fails it with the server's reason. The ids of
 * the files sent whole are added to `whole`, and the files already in it are skipped.
 */
export async function sendUploads(
  operation: OutboxRequest,
  whole: Set<string> = new Set(),
  autor?: string,
): Promise<SendOutcome | null> {
  // A test pointing the outbox at another server gets its uploads there too.
  const endpoint = /^https?:/.test(config.baseUrl)
    ? `${config.baseUrl}${uploadsEndpoint.path}`
    : uploadEndpoint();
  // Every file gets its bar at once, before its first chunk is through (a slow link shows 0 %).
  const known = uploadProgressOf(operation.id);
  for (const file of operation.uploads ?? []) {
    if (!known.has(file.mediaId)) reportUploadProgress(operation.id, file.mediaId, 0, file.blob.size);
  }
  for (const file of operation.uploads ?? []) {
    if (whole.has(file.mediaId)) continue;
    const outcome = await uploadFile(file, {
      endpoint,
      fetch: config.fetch,
      signal: interrupcao.signal,
      autor,
      onProgress: (sent, total) => reportUploadProgress(operation.id, file.mediaId, sent, total),
    });
    if (outcome.kind === 'network') return { kind: 'network' };
    if (outcome.kind === 'rejected') {
      return {
        kind: 'rejected',
        status: outcome.status,
        error: outcome.error
          ? { code: outcome.error.code, message: outcome.error.message }
          : { code: null, message: UNKNOWN_ERROR_MESSAGE },
        issues: outcome.error?.issues ?? [],
      };
    }
    whole.add(file.mediaId);
  }
  return null;
}

/**
 * The conflict an EDIT_CONFLICT or DELETE_CONFLICT answer carries, read through its schema: an
 * edit's as `conflito`, a delete's as `exclusao` (each has its own way to be resolved). A write
 * that named no version (VERSAO_OBRIGATORIA, issue 39) carries one or the other, as an edit's or a
 * delete's conflict, for its author to resolve the same way.
 */
export function conflitoDe(payload: { code: string; conflito?: unknown }): {
  conflito?: ConflitoEdicao;
  exclusao?: ConflitoExclusao;
} {
  if (payload.code === 'DELETE_CONFLICT' || payload.code === 'VERSAO_OBRIGATORIA') {
    const parsed = conflitoExclusao.safeParse(payload.conflito);
    if (parsed.success) return { exclusao: parsed.data };
  }
  const parsed = conflitoEdicao.safeParse(payload.conflito);
  return parsed.success ? { conflito: parsed.data } : {};
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
