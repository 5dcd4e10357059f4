/** Every failure answered in the API's `{code, message}` shape, and logged without personal data. */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '../../shared/errors';
import { audit, auditRead } from '../audit/audit';
import type { Db } from '../db/client';
import { recusaDoAdministravel } from '../db/sistema-administravel';
import { AppError } from '../errors';

/**
 * Fastify's own failures (bad JSON, huge body, wrong content type, a path too long) in our
 * `{code, message}` form; any other client error it raises reads as an invalid request.
 */
function fromFastifyError(error: FastifyError): { status: number; body: ApiErrorBody } | null {
  const status = error.statusCode ?? 500;
  const as = (code: ErrorCode, message: string) => ({ status: ERROR_CODES[code], body: { code, message } });
  if (status === 413) return as('PAYLOAD_TOO_LARGE', 'A requisição é grande demais.');
  if (status === 414) return as('URI_TOO_LONG', 'O endereço da requisição é longo demais.');
  if (status === 415) return as('UNSUPPORTED_MEDIA_TYPE', 'Tipo de conteúdo não suportado.');
  if (status === 429) return as('RATE_LIMITED', 'Muitas tentativas. Aguarde um minuto e tente novamente.');
  if (status === 404) return as('NOT_FOUND', 'Recurso não encontrado.');
  if (status >= 400 && status < 500) {
    return as('VALIDATION_FAILED', 'Requisição inválida: verifique os dados enviados.');
  }
  return null;
}

/** Errors met while routing (a malformed or overlong path), before any handler runs. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const known = fromFastifyError(error) ?? {
    status: 400,
    body: { code: 'VALIDATION_FAILED' as const, message: 'Requisição inválida.' },
  };
  return reply.code(known.status).send(known.body);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers past 16 KB, a body framed
 * two ways), in our `{code, message}` form rather than Fastify's English default.
 */
export function clientErrors(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A connection reset leaves nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body]: [number, ApiErrorBody] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { code: 'HEADERS_TOO_LARGE', message: 'Os cabeçalhos da requisição são grandes demais.' }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [
            408,
            { code: 'REQUEST_TIMEOUT', message: 'A requisição demorou demais para chegar. Tente novamente.' },
          ]
        : [400, { code: 'VALIDATION_FAILED', message: 'Requisição inválida.' }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

export const SEM_ADMINISTRADOR =
  'A alteração deixaria o sistema sem nenhum usuário ativo capaz de gerenciar usuários, perfis e permissões.';

/** How long the rest of a refused body is let in (and dropped) before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * A body refused for its size gets its answer before it is read. Closing the connection at once
 * would make the client's network stack drop that answer (a reset while it still sends), so the
 * rest is let in and thrown away for a few seconds, then the connection is cut — as web servers
 * do ("lingering close").
 */
function closeSoonAfter(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  reply.raw.once('finish', () => {
    // An injected request (the tests' app.inject) has a stand-in socket that cannot be destroyed.
    setTimeout(() => socket?.destroy?.(), LINGER_MS).unref();
  });
}

/**
 * A 409 that names a conflict shows the record's values as they stand (issue 26): a look at a
 * case's data, on record like a read. Written after the refused write's transaction rolled back,
 * with the fields named, never their values.
 */
async function registrarConflitoVisto(db: Db, error: AppError, request: FastifyRequest): Promise<void> {
  const conflito = error.conflito as
    | { recurso?: string; id?: string; campos?: { campo: string }[]; alteracoes?: { campo: string }[] }
    | undefined;
  if (!conflito || !request.actor) return;
  await auditRead(db, {
    action: 'caso.conflito.lido',
    message: 'Valores atuais mostrados num conflito',
    userId: request.actor.id,
    casoId: request.caso?.caso.id ?? null,
    context: {
      code: error.code,
      recurso: conflito.recurso,
      registroId: conflito.id,
      campos: (conflito.campos ?? conflito.alteracoes ?? []).map((campo) => campo.campo),
    },
  });
}

export function installErrorHandler(app: FastifyInstance, db: Db): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error.statusCode === 413) closeSoonAfter(request, reply);
    if (error instanceof AppError) {
      await registrarConflitoVisto(db, error, request);
      if (error.rastro) await audit(db, { ...error.rastro, userId: request.actor?.id ?? null });
      return reply
        .code(error.statusCode)
        .send({ code: error.code, message: error.message, issues: error.issues, conflito: error.conflito });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Valor inválido.',
      }));
      return reply.code(400).send({
        code: 'VALIDATION_FAILED',
        message: issues.map((issue) => issue.message).join('\n'),
        issues,
      });
    }
    // The database refuses, at commit, any change that leaves no active user holding an
    // administration permission; the admin services answer it themselves, this is for any other path.
    if (recusaDoAdministravel(error) !== null) {
      return reply.code(ERROR_CODES.SISTEMA_SEM_ADMINISTRADOR).send({
        code: 'SISTEMA_SEM_ADMINISTRADOR',
        message: SEM_ADMINISTRADOR,
      });
    }
    const known = fromFastifyError(error);
    if (known) return reply.code(known.status).send(known.body);
    request.log.error({ err: error }, 'erro não tratado');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Erro interno do servidor.' });
  });
}
