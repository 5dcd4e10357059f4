import { API_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { type ErrorCode, isApiErrorBody } from '../../shared/errors';

export interface ApiIssue {
  path: string;
  message: string;
}

/** The server answered with an error status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Null when the body was not the API's `{code, message}` (e.g. a proxy's HTML error page). */
  readonly code: ErrorCode | null;
  readonly issues: ApiIssue[];

  constructor(status: number, code: ErrorCode | null, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** The request never got an answer: offline, DNS, connection reset. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('Network request failed', { cause });
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when it is FormData (multipart uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * False for calls whose 401 is an expected answer rather than a lost session (the login
   * itself), so the global "session expired" handling does not fire.
   */
  handleUnauthorized?: boolean;
}

let unauthorizedHandler: (() => void) | null = null;

/** The session layer registers here to react to a 401 from any call (spec §4 Session). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** For 401s met outside this client, such as the outbox's background sync. */
export function reportUnauthorized(): void {
  unauthorizedHandler?.();
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  return response.text();
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  if (method !== 'GET') headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new NetworkError(cause);
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const error = isApiErrorBody(payload)
    ? new ApiError(response.status, payload.code, payload.message, payload.issues)
    : new ApiError(response.status, null, '');
  if (response.status === 401 && options.handleUnauthorized !== false) reportUnauthorized();
  throw error;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
