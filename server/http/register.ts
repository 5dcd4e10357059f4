/**
 * Registers every operation of the endpoint table as a Fastify route: its schemas, access, case
 * scope and OpenAPI description come from the table; a route file supplies only the handler.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS, type Endpoints, OPERATION_NAMES, type OperationName } from '../../shared/api';
import {
  type Endpoint,
  type EndpointParsed,
  isBinary,
  type UploadSpec,
  versionada,
} from '../../shared/api/endpoint';
import { ERROR_CODES, type ErrorCode } from '../../shared/errors';
import { apiError } from '../../shared/schemas/common';
import { serviceContext } from '../auth/access';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { AppError, MULTIPART_MALFORMADO } from '../errors';
import type { Created, ServiceContext } from '../kit/context';
import { Serialized, type UploadedFile } from '../kit/io';
import { refuseControlCharacters } from './input-guard';

type Upload<E> = E extends { upload: infer U extends UploadSpec }
  ? { fields: z.output<U['fields']>; file: UploadedFile }
  : unknown;

export type HandlerCall<Op extends OperationName> = EndpointParsed<Endpoints[Op]> &
  Upload<Endpoints[Op]> & { ctx: ServiceContext; request: FastifyRequest; reply: FastifyReply };

type Answer<E> = E extends { response: infer R }
  ? R extends z.ZodType
    ? E extends { creates: true }
      ? Created<z.input<R>>
      : z.input<R>
    : FastifyReply
  : never;

export type Handler<Op extends OperationName> = (
  call: HandlerCall<Op>,
) => Promise<Answer<Endpoints[Op]> | Serialized>;
export type Handlers = { [Op in OperationName]: Handler<Op> };

/** The codes an operation may answer: what its access, scope, input and kind imply, and its own. */
export function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>(endpoint.errors ?? []);
  if (endpoint.access !== 'public') codes.add('UNAUTHENTICATED').add('SESSION_EXPIRED');
  if (endpoint.access !== 'public' && endpoint.access !== 'login') codes.add('FORBIDDEN');
  if (endpoint.method !== 'GET') codes.add('CSRF_REJECTED');
  if (endpoint.caso) codes.add('NOT_FOUND');
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.upload) codes.add('VALIDATION_FAILED');
  if (endpoint.params) codes.add('URI_TOO_LONG');
  if (endpoint.body || endpoint.upload) codes.add('PAYLOAD_TOO_LARGE').add('UNSUPPORTED_MEDIA_TYPE');
  if (endpoint.body) codes.add('BODY_TOO_DEEP');
  // A create is refused, not applied again, once its record was deleted (issue 40).
  if (endpoint.creates) codes.add('IDEMPOTENCY_CONFLICT').add('REGISTRO_APAGADO');
  if (endpoint.limited) codes.add('RATE_LIMITED');
  const versao = versionada(endpoint);
  if (versao) codes.add('VERSAO_OBRIGATORIA').add('VERSAO_INEXISTENTE');
  if (versao === 'corpo') codes.add('RESOLUCAO_INVALIDA');
  return [...codes];
}

// A stream is neither validated nor serialised; this only tells OpenAPI what the bytes are.
const BINARY = z.string().meta({ format: 'binary' });

/** Only the parts an operation has: Fastify warns about every schema key given as undefined. */
function defined(parts: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
}

function responseSchemas(endpoint: Endpoint): Record<number, unknown> {
  const responses: Record<number, unknown> = {};
  for (const code of errorCodesOf(endpoint)) responses[ERROR_CODES[code]] = apiError;
  const { response } = endpoint;
  if (isBinary(response)) {
    responses[200] = {
      description: 'Os bytes como foram guardados',
      content: Object.fromEntries(response.binary.map((type) => [type, { schema: BINARY }])),
    };
    return responses;
  }
  responses[200] = response;
  if (endpoint.creates) responses[201] = response;
  for (const status of endpoint.alsoAnswers ?? []) responses[status] = response;
  return responses;
}

/** Room for the text fields, part headers and boundaries around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The largest body an upload may have: the file's limit and its envelope. A body declared larger
 * is refused before a byte of it is read.
 */
function refuseDeclaredOversize(request: FastifyRequest, spec: UploadSpec): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > spec.file.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    const mb = Math.round(spec.file.maxBytes / 1024 / 1024);
    throw new AppError('PAYLOAD_TOO_LARGE', `O arquivo passa do limite de ${mb} MB.`);
  }
}

/** The text fields that came before the file, validated; the file itself is left to the handler. */
async function readUpload(request: FastifyRequest, spec: UploadSpec) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envie o arquivo como multipart/form-data.');
  }
  const part = await request
    .file({ limits: { fields: 8, fieldSize: 1024, files: 1, parts: 10, fileSize: spec.file.maxBytes + 1 } })
    .catch((error: unknown) => {
      // A body cut short, a missing boundary, more parts than allowed: the client's envelope is broken.
      if (error instanceof AppError) throw error;
      throw new AppError('VALIDATION_FAILED', MULTIPART_MALFORMADO);
    });
  if (!part) throw new AppError('VALIDATION_FAILED', 'Nenhum arquivo foi enviado.');
  // A client that gives up mid-upload leaves the parser waiting for bytes that never come; ending
  // the file stream lets the store drop what it had written.
  request.raw.once('close', () => {
    if (!request.raw.complete) part.file.destroy(new Error('upload interrompido pelo cliente'));
  });
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(
    part.fields as Record<string, Multipart | Multipart[] | undefined>,
  )) {
    if (field && !Array.isArray(field) && field.type === 'field') values[name] = String(field.value);
  }
  // The file's name is kept as sent (a document's original name): held to the same rule.
  const arquivo = { nome: part.filename || '' };
  try {
    refuseControlCharacters({ values, arquivo });
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const parsed = spec.fields.safeParse(values);
  if (!parsed.success) {
    // The parser must still get through the rest of the body before the answer can go out.
    part.file.resume();
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_FAILED', issues.map((issue) => issue.message).join('\n'), issues);
  }
  return { fields: parsed.data, file: { stream: part.file, filename: arquivo.nome || null } };
}

/**
 * An update body (one with `versao_base`, shared/schemas/versao.ts) carries only the parts the
 * user changed. Some parts read an absent key as null (an optional text); what was not sent must
 * stay unchanged, so only the keys the request carried are handed on.
 */
const chavesEnviadas = new WeakMap<FastifyRequest, Set<string>>();

function soEnviadas(request: FastifyRequest): unknown {
  const chaves = chavesEnviadas.get(request);
  const body = request.body as Record<string, unknown>;
  if (!chaves || !body || typeof body !== 'object') return body;
  return Object.fromEntries(Object.entries(body).filter(([chave]) => chaves.has(chave)));
}

export function registerEndpoints(app: FastifyInstance, handlers: Handlers, db: Db, env: Env): void {
  for (const name of OPERATION_NAMES) {
    const endpoint: Endpoint = ENDPOINTS[name];
    const handler = handlers[name] as unknown as (call: Record<string, unknown>) => Promise<unknown>;
    const parcial = versionada(endpoint) === 'corpo';
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.sondagem ? { logLevel: 'warn' } : {}),
      config: {
        access: endpoint.access,
        caso: endpoint.caso,
        atividade: endpoint.atividade,
        ...(endpoint.limited
          ? { rateLimit: { max: env.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } }
          : {}),
      },
      schema: defined({
        operationId: name,
        tags: [endpoint.tag],
        summary: endpoint.summary,
        hide: endpoint.hidden,
        params: endpoint.params,
        querystring: endpoint.query,
        body: endpoint.body,
        consumes: endpoint.upload ? ['multipart/form-data'] : undefined,
        response: responseSchemas(endpoint),
      }),
      ...(endpoint.upload
        ? {
            onRequest: async (request: FastifyRequest) =>
              refuseDeclaredOversize(request, endpoint.upload as UploadSpec),
          }
        : {}),
      // A hook that throws answers the error as a rejected one would, without a promise per request.
      preValidation: (request, _reply, done) => {
        refuseControlCharacters({ params: request.params, query: request.query, body: request.body });
        if (parcial && request.body && typeof request.body === 'object') {
          chavesEnviadas.set(request, new Set(Object.keys(request.body)));
        }
        done();
      },
      handler: async (request, reply) => {
        const upload = endpoint.upload ? await readUpload(request, endpoint.upload) : {};
        const result = await handler({
          ctx: serviceContext(request, db, env),
          request,
          reply,
          params: request.params,
          query: request.query,
          body: parcial ? soEnviadas(request) : request.body,
          ...upload,
        });
        if (isBinary(endpoint.response)) return result;
        if (result instanceof Serialized) {
          return reply.type('application/json; charset=utf-8').send(result.bytes);
        }
        if (endpoint.creates) {
          const { created, value } = result as Created<unknown>;
          reply.code(created ? 201 : 200);
          return value;
        }
        return result;
      },
    });
  }
}
