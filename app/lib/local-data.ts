import type { z } from 'zod';

/** localStorage keys the app owns. The offline outbox lives in IndexedDB and is never listed here. */
export const STORAGE_KEYS = {
  sessao: 'rip.sessao',
  /** Where an earlier version kept the user alone; read once, then replaced by `sessao`. */
  usuario: 'rip.usuario',
  casoSelecionado: 'rip.casoSelecionado',
} as const;

/** A stored JSON value read back through its schema; anything unreadable or out of shape counts as absent. */
export function parseStored<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (raw === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Whose reads the device keeps (ripDB `meta`). Outlives an expired session, so that the same
 * officer logging in again finds the cases already shown; another user's login or a logout clears them.
 */
const READS_OWNER_KEY = 'rip.leiturasDe';

export function readsOwner(): string | null {
  return localStorage.getItem(READS_OWNER_KEY);
}

export function setReadsOwner(userId: string | null): void {
  if (userId === null) localStorage.removeItem(READS_OWNER_KEY);
  else localStorage.setItem(READS_OWNER_KEY, userId);
}

/** Set by a logout the server could not be told of (no signal); cleared once it is told. */
const LOGOUT_PENDING_KEY = 'rip.saidaPendente';

export function logoutPending(): boolean {
  return localStorage.getItem(LOGOUT_PENDING_KEY) !== null;
}

export function setLogoutPending(pending: boolean): void {
  if (pending) localStorage.setItem(LOGOUT_PENDING_KEY, '1');
  else localStorage.removeItem(LOGOUT_PENDING_KEY);
}

/** `storage` events only reach other tabs; this one tells hooks in the current tab. */
export const LOCAL_DATA_EVENT = 'rip:local-data';

export function notifyLocalDataChanged(): void {
  window.dispatchEvent(new Event(LOCAL_DATA_EVENT));
}

/** Another user's login starts without the previous user's open case (spec §4 Login). */
export function clearCaseData(): void {
  localStorage.removeItem(STORAGE_KEYS.casoSelecionado);
  notifyLocalDataChanged();
}

/**
 * Everything a session leaves in localStorage, for logout and an expired session. Unsynced
 * outbox items stay: nothing the user saved is ever dropped. An expired session keeps the selected
 * case (issue 40): the same officer logging in again is back at the scene, another user's login
 * drops it.
 */
export function clearSessionData({ keepCase = false } = {}): void {
  for (const key of Object.values(STORAGE_KEYS))
    if (!keepCase || key !== STORAGE_KEYS.casoSelecionado) localStorage.removeItem(key);
  notifyLocalDataChanged();
}
