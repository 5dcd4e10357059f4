/**
 * Stable error codes the API answers with as `{ code, message }`. The server's message is
 * Portuguese and fit to show; the client still maps codes to the spec's texts (§8).
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  ACCOUNT_DISABLED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  EDIT_WINDOW_CLOSED: 403,
  /** A note is changed or deleted only by its author (spec §4 Notes, §6). */
  NOT_AUTHOR: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  /** Headers past what the HTTP parser takes (16 KB), answered before any route. */
  HEADERS_TOO_LARGE: 431,
  /** A request whose body stopped arriving (Node's request timeout), answered before any route. */
  REQUEST_TIMEOUT: 408,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  /**
   * A create of a record deleted since it was applied (issue 40): a late copy of it never brings
   * the record back. Gone for good under that id, hence 410, not a conflict to resolve.
   */
  REGISTRO_APAGADO: 410,
  DUPLICATE_MATRICULA: 409,
  LOCAL_EXISTS: 409,
  EQUIPE_MATRICULA_EXISTS: 409,
  SHARE_EXISTS: 409,
  SHARE_SELF: 422,
  SHARE_NO_UNIT: 422,
  SHARE_NO_CARGO: 422,
  SHARE_NOT_CIVIL_POLICE: 422,
  SHARE_UNKNOWN_USER: 422,
  UPLOAD_INCOMPLETE: 409,
  INTEGRITY_MISMATCH: 422,
  /** A byte range wholly past the end of a media file. */
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  GEOCODER_UNAVAILABLE: 502,
  /** The change would leave no active user able to manage users, profiles or permissions. */
  SISTEMA_SEM_ADMINISTRADOR: 403,
  /**
   * Issue 39, nobody grows their own rights: the profile, account or permission acted on holds a
   * right the administrator lacks; or the administrator's own account, changed through the panel.
   */
  RIGHTS_NOT_HELD: 403,
  OWN_ACCOUNT: 403,
  /** A temporary password given by an administrator must be changed before anything else. */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** Administration (issue 14): a profile or permission name already taken, a record still in use. */
  ROLE_NAME_TAKEN: 409,
  ROLE_IN_USE: 409,
  PERMISSION_NAME_TAKEN: 409,
  /** One of the eight permissions the code checks (shared/permissions.ts): not deleted nor renamed. */
  PERMISSION_PROTECTED: 422,
  UNIDADE_IN_USE: 409,
  CARGO_NAME_TAKEN: 409,
  CARGO_IN_USE: 409,
  /** Meus Dados: the current password given with a password change is wrong (counted on the session). */
  CURRENT_PASSWORD_INVALID: 403,
  /** Meus Dados: the wrong current passwords reached the limit, and the session that gave them ended. */
  SESSION_ENDED_WRONG_PASSWORD: 401,
  /**
   * An outbox operation of one user sent with another user's session (a shared phone, a tab or the
   * service worker still acting for the officer before): refused, nothing done, the session kept.
   */
  SESSAO_DE_OUTRO_USUARIO: 401,
  /**
   * Issue 43, passkeys: the challenge answered expired or was already used (or never issued); the
   * credential is no passkey of this system; the assertion or attestation does not check (signature,
   * counter, origin, user verification).
   */
  PASSKEY_DESAFIO_EXPIRADO: 401,
  PASSKEY_DESAFIO_USADO: 401,
  PASSKEY_DESCONHECIDA: 401,
  PASSKEY_INVALIDA: 401,
  /** The passkey's device was marked lost, or the user's binding to it revoked (issue 43). */
  PASSKEY_REVOGADA: 401,
  /**
   * Issue 43, administrators prove it twice: the act asks for a passkey touch in the last
   * PASSKEY_CONFIRMACAO_MINUTOS (the app asks for it and tries again), or for a passkey registered
   * first (PASSKEY_CONFIRMACAO_ADMIN=todos).
   */
  CONFIRMACAO_NECESSARIA: 403,
  PASSKEY_NECESSARIA: 428,
  /** A JSON body nested deeper than any form of the app sends (a stack-exhaustion attempt). */
  BODY_TOO_DEEP: 400,
  /** A tus upload created with the id of a media file that already exists. */
  UPLOAD_ID_TAKEN: 409,
  /** Issue 39: a device id already registered with another key. */
  APARELHO_CHAVE_DIFERENTE: 409,
  /**
   * A user joining a device without its key's signature for them (or with a wrong one): the id and
   * the public key are no proof that the phone is in this user's hands.
   */
  APARELHO_SEM_PROVA: 403,
  /**
   * Issue 43: a device marked lost, on any request it makes (its header names it) and on any
   * session bound to it: it wipes what it read and opens no session until released. A 401, so that
   * its outbox keeps what waits, as for an ended session.
   */
  APARELHO_PERDIDO: 401,
  /** An update made on an older version changed a field someone else changed since (issue 26). */
  EDIT_CONFLICT: 409,
  /** A delete of a record changed since the version the deleter saw, not yet confirmed (issue 26). */
  DELETE_CONFLICT: 409,
  /**
   * A write of a versioned record (an update's `versao_base`, a delete's `?versao_base=`) that does
   * not say which version it was made on (issue 39): nothing applied; the body names, like a
   * conflict's, what of others' work it would replace.
   */
  VERSAO_OBRIGATORIA: 428,
  /** A write naming a version its record never had (greater than the current one; issue 39). */
  VERSAO_INEXISTENTE: 409,
  /** A conflict's resolution that matches no conflict the record's history shows (issue 39). */
  RESOLUCAO_INVALIDA: 422,
  /** The croqui's image: the case has no position to mark. */
  CROQUI_VAZIO: 404,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** Field-level problems of a validation failure, each a Portuguese sentence. */
  issues?: { path: string; message: string }[];
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}
