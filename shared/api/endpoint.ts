/**
 * The shape of one API operation: what the server registers, the OpenAPI document describes, the
 * client calls by name and the outbox stores. Schemas are zod, shared by both sides.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { Access } from '../routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How an operation is tied to the case its path names as `:casoId`. The server loads that case
 * before anything else and answers 404 to whoever may not see it:
 * - members: its members and justified readers (writes, and the evidence export, are further
 *   limited to members by the service);
 * - members-or-deleted: the same, plus the creator of a case already deleted, so that a repeated
 *   delete answers as the first one did;
 * - existing: any caller holding the permission, as long as the case exists (the justification
 *   that opens a case to a non-member).
 */
export type CasoScope = 'members' | 'members-or-deleted' | 'existing';

/** Bytes streamed as stored (media), described by their content types. */
export interface BinaryResponse {
  binary: readonly string[];
}

/** A multipart upload: these text fields first, then one file part. */
export interface UploadSpec {
  fields: z.ZodObject;
  file: { field: string; maxBytes: number; contentTypes: readonly string[] };
}

export interface Endpoint {
  method: HttpMethod;
  /** Relative to API_PREFIX, with `:name` parameters. */
  path: `/${string}`;
  summary: string;
  tag: string;
  access: Access;
  caso?: CasoScope;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** JSON body. */
  body?: z.ZodType;
  upload?: UploadSpec;
  response: z.ZodType | BinaryResponse;
  /** A create: 201 when new, 200 when the same create (same id, same content) comes again. */
  creates?: boolean;
  /**
   * The body field with the client's time of creation by which the server orders the created
   * records, so creates need not arrive in order (the outbox sends them together).
   */
  ordenaPor?: string;
  /** Statuses answered with the success body too (the health check's 503 while the database is down). */
  alsoAnswers?: readonly number[];
  /** Codes this operation may answer beyond the ones its access, scope and input imply. */
  errors?: readonly ErrorCode[];
  /** Rate-limited per client address (the login: LOGIN_RATE_LIMIT_PER_MINUTE). */
  limited?: boolean;
  /**
   * False for an operation the app calls on its own, never at the officer's hand (a poll): the
   * session is checked, but the call does not count as activity, so it cannot keep an unattended
   * phone's session open past SESSION_IDLE_MINUTES. Decided here, by the server, not by a client.
   */
  atividade?: false;
  /** Left out of the OpenAPI document. */
  hidden?: boolean;
  /**
   * Asked by the load balancer every few seconds on every node: its requests are not logged (an
   * operator's log would be mostly health checks); its failures still are.
   */
  sondagem?: true;
}

/** Keeps each endpoint's literal types while checking it is one. */
export function endpoints<const T extends Record<string, Endpoint>>(table: T): T {
  return table;
}

type Present<E, K extends string, V> = E extends { [P in K]: infer S } ? (S extends V ? S : never) : never;

type Part<E, K extends 'params' | 'query' | 'body', As extends string = K> = [
  Present<E, K, z.ZodType>,
] extends [never]
  ? unknown
  : K extends 'query'
    ? // A query of optional keys only (a DELETE's `versao_base`) may be left out whole.
      Record<string, never> extends z.input<Present<E, K, z.ZodType>>
      ? { [P in As]?: z.input<Present<E, K, z.ZodType>> }
      : { [P in As]: z.input<Present<E, K, z.ZodType>> }
    : { [P in As]: z.input<Present<E, K, z.ZodType>> };

type UploadPart<E> = [Present<E, 'upload', UploadSpec>] extends [never]
  ? unknown
  : { fields: z.input<Present<E, 'upload', UploadSpec>['fields']>; file: { blob: Blob; name: string } };

/** What a caller provides: path parameters, query, JSON body or upload, as the endpoint has them. */
export type EndpointInput<E> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'> & UploadPart<E>;

/** What the server hands a handler, after validation. */
export type EndpointParsed<E> = ([Present<E, 'params', z.ZodType>] extends [never]
  ? unknown
  : { params: z.output<Present<E, 'params', z.ZodType>> }) &
  ([Present<E, 'query', z.ZodType>] extends [never]
    ? unknown
    : { query: z.output<Present<E, 'query', z.ZodType>> }) &
  ([Present<E, 'body', z.ZodType>] extends [never]
    ? unknown
    : { body: z.output<Present<E, 'body', z.ZodType>> });

/** The success body: parsed JSON, or a Blob for binary answers. */
export type EndpointOutput<E> = E extends { response: infer R }
  ? R extends z.ZodType
    ? z.output<R>
    : Blob
  : never;

/**
 * Where an operation states the version of the record its write was made on (issues 26 and 39):
 * an update's body or a delete's query holds `versao_base`. Such a write without one is refused
 * (428 VERSAO_OBRIGATORIA), and with one its record never had (409 VERSAO_INEXISTENTE). Read from
 * the schemas, so a new versioned operation is one the moment it is declared.
 */
export function versionada(endpoint: Endpoint): 'corpo' | 'consulta' | null {
  const comVersao = (schema: z.ZodType | undefined) =>
    schema !== undefined && 'shape' in schema && 'versao_base' in (schema.shape as object);
  if (comVersao(endpoint.body)) return 'corpo';
  return comVersao(endpoint.query) ? 'consulta' : null;
}

export function isBinary(response: Endpoint['response']): response is BinaryResponse {
  return 'binary' in response;
}

/** The path with its parameters filled in and encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: falta o parâmetro ${name}`);
    return encodeURIComponent(String(value));
  });
}
