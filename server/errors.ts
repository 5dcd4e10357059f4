import { ERROR_CODES, type ErrorCode } from '../shared/errors';

/** A failure the client is meant to see: a stable code, its HTTP status and a Portuguese message. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.statusCode = ERROR_CODES[code];
  }
}

export const notFound = (message = 'Recurso não encontrado.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError('FORBIDDEN', message);
