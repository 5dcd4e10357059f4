/**
 * What the server log may hold: never personal data nor SQL parameters. Request lines lose their
 * query string (a search's text is a name or a CPF), and errors keep their kind and codes, not
 * the values a failed query carried.
 */
import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The parts of an error that help an operator and cannot carry what a user typed. */
export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const cause = error.cause as
    | { code?: unknown; constraint?: unknown; table?: unknown; routine?: unknown }
    | undefined;
  const database = cause && typeof cause.code === 'string';
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    // A database error's message names the values it refused; the SQL state and the constraint say enough.
    message: database
      ? 'falha de consulta ao banco de dados'
      : (error.message.split(/\bparams:/)[0]?.trim() ?? ''),
    ...(database
      ? { sqlState: cause.code, constraint: cause.constraint, table: cause.table, routine: cause.routine }
      : {}),
    // Only the frames: the stack's head repeats the message, parameters included.
    stack:
      error.stack
        ?.split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .slice(0, 5)
        .join('\n') ?? '',
  };
}

type RequestLike = { method: string; url: string; ip?: string };

export function loggerOptions(env: Env, stream?: Writable): FastifyServerOptions['logger'] {
  if (env.NODE_ENV === 'test' && !stream) return false;
  return {
    level: env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: RequestLike) => ({
        method: request.method,
        url: request.url.split('?')[0],
        ip: request.ip,
      }),
      err: safeError,
    },
  };
}
