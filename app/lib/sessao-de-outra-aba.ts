/**
 * Tabs of the app share one cookie. When another tab logs out, or logs another officer in, the
 * cookie is no longer this tab's user's: reloaded, the tab takes the session as it now is, and
 * nothing it kept in memory — a case, a search, its user's queue to send — goes on under someone
 * else's session.
 */
import { type RefObject, useEffect } from 'react';
import type { SessionUser } from '../../shared/schemas/auth';
import { STORAGE_KEYS } from './local-data';

/** The user id of a stored session, read without the schemas (which may not be loaded yet). */
function usuarioGuardado(raw: string | null): string | null {
  try {
    const id = raw === null ? null : (JSON.parse(raw) as { user?: { id?: unknown } }).user?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Whether the phone's session is now another user's than this tab's: a refusal this tab meets is
 * then no expiry of its own, and ending "its" session would clear the session another tab holds.
 */
export function sessaoDeOutroUsuario(userId: string): boolean {
  const guardado = usuarioGuardado(localStorage.getItem(STORAGE_KEYS.sessao));
  return guardado !== null && guardado !== userId;
}

export function useSessaoDeOutraAba(userRef: RefObject<SessionUser | null>): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key: the whole storage was cleared.
      if (event.key !== STORAGE_KEYS.sessao && event.key !== null) return;
      const agora = usuarioGuardado(event.key === null ? null : event.newValue);
      if (agora !== (userRef.current?.id ?? null)) window.location.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userRef]);
}
