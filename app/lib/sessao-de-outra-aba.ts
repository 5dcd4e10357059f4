/**
 * Tabs of the app share one cookie. When another tab logs out, or logs another officer in, the
 * cookie is no longer this tab's user's: reloaded (its drafts written first), the tab takes the
 * session as it now is, and nothing it kept in memory — a case, a search, its user's queue to send —
 * goes on under someone else's session.
 */
import { type RefObject, useEffect } from 'react';
import type { SessionUser } from '../../shared/schemas/auth';
import { reloadKeepingDrafts } from '../components/form/draft-flush';
import { STORAGE_KEYS } from './local-data';

/** The id in a stored value: a session (`{ user }`) or, from an earlier version, the user alone. */
function idGuardado(raw: string | null, chave: string): string | null {
  try {
    const valor = raw === null ? null : (JSON.parse(raw) as { id?: unknown; user?: { id?: unknown } });
    const id = chave === STORAGE_KEYS.usuario ? valor?.id : valor?.user?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Whose session the phone keeps, read as the app reads it at start (the session, else the old key). */
function usuarioGuardado(): string | null {
  return (
    idGuardado(localStorage.getItem(STORAGE_KEYS.sessao), STORAGE_KEYS.sessao) ??
    idGuardado(localStorage.getItem(STORAGE_KEYS.usuario), STORAGE_KEYS.usuario)
  );
}

/**
 * A tab reloads once a minute at most for the same change (from its user to the stored one): one
 * that does not settle (the cookie and the stored session naming different users) never becomes a
 * loop, and a logout followed by the next officer's login reloads twice, once for each.
 */
const MARCA = 'rip.recarregadaPelaSessao';

async function recarregar(daAba: string | null): Promise<void> {
  const mudanca = `${daAba ?? ''}>${usuarioGuardado() ?? ''}`;
  const [ultima, quando] = (sessionStorage.getItem(MARCA) ?? '').split('@');
  if (ultima === mudanca && Date.now() - Number(quando ?? 0) < 60_000) return;
  sessionStorage.setItem(MARCA, `${mudanca}@${Date.now()}`);
  await reloadKeepingDrafts();
}

/**
 * Whether the phone's session is now another user's than this tab's: a refusal this tab meets is
 * then no expiry of its own, and ending "its" session would clear the session another tab holds.
 * Reloads the tab when so; false otherwise.
 */
export function recarregarSeASessaoForDeOutro(userId: string, codigo?: string | null): boolean {
  const guardado = usuarioGuardado();
  if (codigo !== 'SESSAO_DE_OUTRO_USUARIO' && (guardado === null || guardado === userId)) return false;
  void recarregar(userId);
  return true;
}

export function useSessaoDeOutraAba(userRef: RefObject<SessionUser | null>): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key: the whole storage was cleared.
      const chaves: (string | null)[] = [STORAGE_KEYS.sessao, STORAGE_KEYS.usuario, null];
      if (!chaves.includes(event.key)) return;
      const daAba = userRef.current?.id ?? null;
      if (usuarioGuardado() !== daAba) void recarregar(daAba);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userRef]);
}
