/**
 * How an operation of the endpoint table becomes an HTTP request. Shared by the page's calls and
 * the outbox, which also runs in the service worker, so it touches no window or document API.
 */
import { type Endpoint, type EndpointInput, pathOf } from '../../shared/api/endpoint';
import { APARELHO_HEADER, API_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';

export interface HttpRequest {
  url: string;
  init: RequestInit & { method: string; headers: Record<string, string> };
}

type LooseInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  fields?: Record<string, unknown>;
  file?: { blob: Blob; name: string };
};

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The text fields first, then the file: the server reads the fields before it streams the file, so
 * it can refuse an upload before storing a byte. Absent values are left out (a part cannot say null).
 */
function multipart(endpoint: Endpoint, fields: Record<string, unknown>, file: { blob: Blob; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) form.append(name, String(value));
  }
  form.append(endpoint.upload?.file.field ?? 'file', file.blob, file.name);
  return form;
}

/** Where an operation of the endpoint table answers: the API's prefix and the entry's path, filled. */
export function urlOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return `${API_PREFIX}${pathOf(endpoint, params)}`;
}

/**
 * Where the page keeps this installed app's device id (issue 43), beside its IndexedDB record, so that
 * every request names the device without waiting for IndexedDB, the login's included. The service
 * worker has no localStorage: its requests name none, and the sessions they carry are bound to the
 * device on the server.
 */
export const APARELHO_STORAGE_KEY = 'rip.aparelho';

function aparelhoDasRequisicoes(): string | null {
  return (globalThis as { localStorage?: Storage }).localStorage?.getItem(APARELHO_STORAGE_KEY) ?? null;
}

export function requestOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): HttpRequest {
  const { params, query, body, fields, file } = input as LooseInput;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  const aparelho = aparelhoDasRequisicoes();
  if (aparelho) headers[APARELHO_HEADER] = aparelho;
  let payload: BodyInit | undefined;
  if (endpoint.upload && file) {
    // No content type of ours: the runtime writes it with the multipart boundary.
    payload = multipart(endpoint, fields ?? {}, file);
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return {
    url: `${urlOf(endpoint, params)}${queryString(query)}`,
    init: { method: endpoint.method, headers, body: payload, credentials: 'same-origin' },
  };
}
