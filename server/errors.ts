import { ERROR_CODES, type ErrorCode } from '../shared/errors';
import type { AuditEntry } from './audit/audit';

/** A failure the client is meant to see: a stable code, its HTTP status and a Portuguese message. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    /** What a 409 EDIT_CONFLICT or DELETE_CONFLICT names (shared/schemas/versao.ts). */
    readonly conflito?: unknown,
    /**
     * A refusal that must be on the log: the refused write's transaction rolls back with anything
     * it wrote, so the error handler writes this row after it (userId: the caller).
     */
    readonly rastro?: Omit<AuditEntry, 'userId'>,
  ) {
    super(message);
    this.statusCode = ERROR_CODES[code];
  }
}

export const notFound = (message = 'Recurso não encontrado.') => new AppError('NOT_FOUND', message);

export const MULTIPART_MALFORMADO = 'O envio do arquivo chegou incompleto ou malformado. Tente novamente.';

/**
 * What a failure while reading an upload's file means: the client's body broke off or was
 * malformed (400), unless the server itself failed (a disk error keeps its own meaning).
 */
export function uploadFailure(error: unknown, tooLarge: string): unknown {
  if (error instanceof AppError) return error;
  // The multipart parser's own size limit.
  if ((error as { statusCode?: unknown } | null)?.statusCode === 413)
    return new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && code !== 'ECONNRESET') return error;
  return new AppError('VALIDATION_FAILED', MULTIPART_MALFORMADO);
}
