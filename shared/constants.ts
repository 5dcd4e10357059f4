/** Path prefix under which the PWA is served (spec §1). */
export const BASE_PATH = '/rip-app/';
export const API_PREFIX = '/rip-app/api';

/**
 * Header every non-GET API request must carry. Browsers cannot send a custom header
 * cross-origin without a CORS preflight, which the server never grants, so its presence
 * proves the request came from our own pages (CSRF defence, see docs/decisions.md).
 */
export const CSRF_HEADER = 'x-rip-csrf';
export const CSRF_HEADER_VALUE = '1';

/**
 * Header naming the installed app (its device id, issue 39) on every API request it makes: a device
 * marked lost is told so (APARELHO_PERDIDO) even with no session left to bind it (issue 43).
 */
export const APARELHO_HEADER = 'x-rip-aparelho';

/**
 * Header naming whose work an outbox operation is (the user who recorded it): a session that is
 * another user's refuses it, so that nothing queued on a shared phone goes out under the next
 * officer's session (SESSAO_DE_OUTRO_USUARIO).
 */
export const AUTOR_HEADER = 'x-rip-autor';

export const MATRICULA_LENGTH = 7;
export const MATRICULA_REGEX = /^\d{7}$/;

/** Background Sync tag the outbox registers (spec §9). */
export const SYNC_TAG = 'sync-data';

/** Largest JSON body the API accepts; uploads go through multipart, not JSON. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
