/**
 * The client's calls, by operation name: typed input and output from the endpoint table, the
 * answer checked against the operation's schema. No API path is written anywhere else in app/.
 */
import type { OperationInput, OperationName, OperationOutput } from '../../shared/api';
import { type Endpoint, isBinary } from '../../shared/api/endpoint';
import { type ErrorCode, isApiErrorBody } from '../../shared/errors';
import type { ConflitoEdicao, ConflitoExclusao } from '../../shared/schemas/versao';
import { registrarResposta } from './conexao';
import { registrarHoraDoServidor } from './relogio-do-servidor';
import { requestOf } from './request';

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
  /** EDIT_CONFLICT: both values of each field changed by both sides (shared/schemas/versao.ts). */
  readonly conflito: ConflitoEdicao | undefined;
  /** DELETE_CONFLICT: what others changed since the version the delete named, who and when. */
  readonly exclusao: ConflitoExclusao | undefined;

  constructor(
    status: number,
    code: ErrorCode | null,
    message: string,
    issues: ApiIssue[] = [],
    conflito?: ConflitoEdicao,
    exclusao?: ConflitoExclusao,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.conflito = conflito;
    this.exclusao = exclusao;
  }
}

/** The server's own words when it refused for a limit reached (they say how long to wait), else undefined. */
export function motivoDaRecusa(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'RATE_LIMITED' ? error.message : undefined;
}

/** The request never got an answer: offline, DNS, connection reset. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('Network request failed', { cause });
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * False for calls whose 401 is an expected answer rather than a lost session (the login
   * itself), so the global "session expired" handling does not fire.
   */
  handleUnauthorized?: boolean;
}

/** Told of a lost session, with the server's answer when there is one (why the session ended). */
type UnauthorizedHandler = (error?: ApiError) => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The session layer registers here to react to a 401 from any call (spec §4 Session). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** For 401s met outside this client, such as the outbox's background sync. */
export function reportUnauthorized(error?: ApiError): void {
  unauthorizedHandler?.(error);
}

/**
 * Told of a refusal, says whether the call may be tried once more: the app shell asks for a passkey
 * touch when the server refused an administration act until one (the step-up, issue 43).
 */
let aoRecusar: ((error: ApiError) => Promise<boolean>) | null = null;

export function setRecusaHandler(handler: typeof aoRecusar): void {
  aoRecusar = handler;
}

/** Runs a call, tried once more when the refusal's handler says so (see setRecusaHandler). */
export async function comConfirmacao<T>(tentar: () => Promise<T>): Promise<T> {
  try {
    return await tentar();
  } catch (error) {
    if (error instanceof ApiError && (await aoRecusar?.(error))) return tentar();
    throw error;
  }
}

/**
 * The table, with its schemas and zod, is loaded with the first call, so the login screen's first
 * load does not carry them.
 */
async function endpointOf(op: OperationName): Promise<Endpoint> {
  const { ENDPOINTS } = await import('../../shared/api');
  return ENDPOINTS[op];
}

async function errorOf(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => undefined);
  return isApiErrorBody(payload)
    ? new ApiError(response.status, payload.code, payload.message, payload.issues)
    : new ApiError(response.status, null, '');
}

export function call<Op extends OperationName>(
  op: Op,
  input: OperationInput<Op>,
  options: CallOptions = {},
): Promise<OperationOutput<Op>> {
  return comConfirmacao(() => callOnce(op, input, options));
}

async function callOnce<Op extends OperationName>(
  op: Op,
  input: OperationInput<Op>,
  options: CallOptions,
): Promise<OperationOutput<Op>> {
  const endpoint = await endpointOf(op);
  const { url, init } = requestOf(endpoint, input as never);
  let response: Response;
  const enviadoEm = Date.now();
  try {
    response = await fetch(url, { ...init, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    registrarResposta(false);
    throw new NetworkError(cause);
  }
  registrarResposta(true);
  registrarHoraDoServidor(response.headers, enviadoEm, Date.now());
  if (!response.ok) {
    const error = await errorOf(response);
    // A device marked lost (issue 43) is told so whatever the call expected, the login's too.
    const perdido = error.code === 'APARELHO_PERDIDO';
    if (perdido || (response.status === 401 && options.handleUnauthorized !== false))
      reportUnauthorized(error);
    throw error;
  }
  if (isBinary(endpoint.response)) return (await response.blob()) as OperationOutput<Op>;
  return endpoint.response.parse(await response.json()) as OperationOutput<Op>;
}
