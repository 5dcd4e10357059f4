import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Access, canAccess } from '../../shared/routes';
import type { LoginResponse, RegrasDoServidor, SessionUser } from '../../shared/schemas/auth';
import { esquecerAparelhoPerdido, marcarAparelhoPerdido } from './aparelho-perdido';
import { ApiError, call, NetworkError, setUnauthorizedHandler } from './api';
import {
  clearCaseData,
  clearSessionData,
  logoutPending,
  parseStored,
  readsOwner,
  STORAGE_KEYS,
  setLogoutPending,
  setReadsOwner,
} from './local-data';
import { sessionEndedNotice } from './login-errors';
import { hideNotices, showNotice } from './notify';
import { recarregarSeASessaoForDeOutro, useSessaoDeOutraAba } from './sessao-de-outra-aba';
import { sessionHooks } from './session-hooks';

export interface Session {
  user: SessionUser | null;
  /** The server's rules, as it last told them (null until it has, for a session kept from before). */
  regras: RegrasDoServidor | null;
  permissions: ReadonlySet<string> | null;
  can: (access: Access) => boolean;
  /**
   * Opens the session the server answered to a login, the password's or a passkey's (issue 43):
   * either way the same session, with the same device key. Rejects as the call does; an answer
   * without a user is a schema failure (spec §8 'Usuário ou senha incorreta.').
   */
  login: (entrar: () => Promise<LoginResponse>) => Promise<void>;
  /** Asks 'Deseja mesmo sair?' (LogoutConfirmation, drawn by the app shell) before ending the session. */
  requestLogout: () => void;
  logoutRequested: boolean;
  cancelLogout: () => void;
  /** Ends the session here and on the server. */
  logout: () => Promise<void>;
  /** Reads the session from the server again (after the user changed something of their own). */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

type SessionSchemas = typeof import('../../shared/schemas/auth');
let schemas: SessionSchemas | null = null;

/**
 * The schemas the cached session is checked with. main.tsx loads them before the first render
 * when a session is cached; a visitor on the login screen never waits for zod.
 */
export async function loadSessionSchemas(): Promise<SessionSchemas> {
  schemas ??= await import('../../shared/schemas/auth');
  return schemas;
}

export function hasCachedSession(): boolean {
  return (
    localStorage.getItem(STORAGE_KEYS.sessao) !== null || localStorage.getItem(STORAGE_KEYS.usuario) !== null
  );
}

/** The session as last read; a user stored by an earlier version comes without the rules. */
function readCachedSession(): { user: SessionUser | null; regras: RegrasDoServidor | null } {
  if (schemas === null) return { user: null, regras: null };
  const stored = parseStored(localStorage.getItem(STORAGE_KEYS.sessao), schemas.loginResponse);
  if (stored) return stored;
  return { user: parseStored(localStorage.getItem(STORAGE_KEYS.usuario), schemas.sessionUser), regras: null };
}

function cacheSession(session: LoginResponse): void {
  localStorage.setItem(STORAGE_KEYS.sessao, JSON.stringify(session));
  localStorage.removeItem(STORAGE_KEYS.usuario);
}

/** Copies of server answers kept for offline use belong to the user who read them. */
async function forgetDeviceReads(): Promise<void> {
  try {
    await sessionHooks().forgetReads();
    setReadsOwner(null);
  } catch (error) {
    console.error('Não foi possível apagar as leituras guardadas no aparelho', error);
  }
}

/**
 * Tells the server the session is over. Its answer carries `Clear-Site-Data: "cache"`, which drops
 * the media the browser keeps; a logout made without signal is told again when the signal returns
 * (or before the next login replaces the cookie), so those copies do not outlive it.
 */
async function endServerSession(): Promise<void> {
  try {
    await call('logout', {}, { handleUnauthorized: false });
    setLogoutPending(false);
  } catch (error) {
    // A 401: the server already forgot the session, and its cached media need that session.
    setLogoutPending(error instanceof NetworkError);
  }
}

/**
 * Whether this device was marked lost, asked of the server once its session is gone with reads left
 * on it (issue 43): an ended session is also what a lost device meets first, through a sync or the
 * service worker. The answer, if so, comes to the handler of APARELHO_PERDIDO like any call's.
 */
function perguntarSeFoiPerdido(): void {
  if (readsOwner() !== null) void call('getHealth', {}, { handleUnauthorized: false }).catch(() => undefined);
}

/** Answers kept in memory belong to the session that read them; the cache itself loads with the app shell. */
async function clearQueryCache(): Promise<void> {
  const { queryClient } = await import('./query-client');
  queryClient.clear();
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [cached] = useState(readCachedSession);
  const [user, setUser] = useState<SessionUser | null>(cached.user);
  const [regras, setRegras] = useState<RegrasDoServidor | null>(cached.regras);
  // Read by the 401 handler, which outlives renders; state alone would be stale there.
  const userRef = useRef(user);
  // Bumped by login and logout so an older /auth/me answer cannot overwrite a newer session.
  const generation = useRef(0);

  const applyUser = useCallback((next: LoginResponse | null) => {
    userRef.current = next?.user ?? null;
    setUser(next?.user ?? null);
    if (next) setRegras(next.regras);
  }, []);

  // Queued work belongs to the user who made it and is sent only in their session. Not told at all
  // on a login screen that never had a user in this page, so that the outbox's IndexedDB code stays
  // out of the login screen's bundle (logout already cleared it).
  const outboxHadUser = useRef(false);
  useEffect(() => {
    if (user === null && !outboxHadUser.current) return;
    outboxHadUser.current = user !== null;
    sessionHooks()
      .userChanged(user)
      .catch((error: unknown) => console.error('Fila de sincronização sem o usuário da sessão', error));
  }, [user]);

  /**
   * Logout forgets every read (a shared phone's next user must find none); an expired session keeps
   * them, and the selected case, for the same officer's next login, which is the routine at a scene. Both keep the outbox
   * and the drafts (unsent work) and the app's own precache and worker (what opens it offline).
   */
  const endSession = useCallback(
    async (forgetReads: boolean) => {
      generation.current += 1;
      clearSessionData({ keepCase: !forgetReads });
      if (forgetReads) await forgetDeviceReads();
      await clearQueryCache();
      applyUser(null);
      await sessionHooks()
        .deletePersonalCaches()
        .catch((error: unknown) => {
          console.error('Não foi possível apagar os arquivos guardados no aparelho', error);
        });
    },
    [applyUser],
  );

  // Issue 43: a device marked lost deletes everything it read from the server — the reads, the
  // selected case, the files kept, the drafts — and says why; the outbox stays, sealed by the
  // server's refusal of every session here until the device is released, and then each item waits
  // for its author's check.
  const perdendo = useRef<Promise<void> | null>(null);
  const perderAparelho = useCallback(() => {
    marcarAparelhoPerdido();
    // 'Sua sessão expirou', said by a sync that met the refusal first, is not why.
    hideNotices();
    perdendo.current ??= sessionHooks()
      .aparelhoPerdido()
      .catch((falha: unknown) => console.error('Não foi possível apagar os rascunhos e reter a fila', falha))
      .then(() => endSession(true))
      .finally(() => {
        perdendo.current = null;
      });
  }, [endSession]);

  const expireSession = useCallback(
    (error?: ApiError) => {
      if (error?.code === 'APARELHO_PERDIDO') return perderAparelho();
      // Several calls can fail with 401 at once; only the first one ends the session.
      if (userRef.current === null) return;
      if (recarregarSeASessaoForDeOutro(userRef.current.id, error?.code)) return;
      const ended = sessionEndedNotice(error);
      showNotice({ message: ended.message, color: 'yellow' }, undefined, ended.autoClose);
      void endSession(false).then(perguntarSeFoiPerdido);
    },
    [endSession, perderAparelho],
  );

  const refresh = useCallback(async () => {
    // With nothing cached there is no session to confirm: the login screen asks for one, and it
    // stays free of the endpoint table and zod that a call would load.
    if (userRef.current === null) return;
    const started = generation.current;
    try {
      const session = await call('getSession', {}, { handleUnauthorized: false });
      if (started !== generation.current) return;
      // The cookie is another officer's now (a tab that missed the other tab's login): what this
      // tab holds in memory is not theirs to see.
      if (userRef.current && session.user.id !== userRef.current.id) {
        recarregarSeASessaoForDeOutro(userRef.current.id, 'SESSAO_DE_OUTRO_USUARIO');
        return;
      }
      cacheSession(session);
      applyUser(session);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && started === generation.current) {
        expireSession(error);
      }
      // Offline or a server hiccup: a known user keeps working from the cached session.
    }
  }, [applyUser, expireSession]);

  useEffect(() => {
    setUnauthorizedHandler(expireSession);
    return () => setUnauthorizedHandler(null);
  }, [expireSession]);

  useSessaoDeOutraAba(userRef);

  useEffect(() => {
    const onOnline = () => {
      if (userRef.current === null && logoutPending()) void endServerSession();
      // A phone left at the login screen with reads kept wipes them too if it was marked lost.
      if (userRef.current === null) perguntarSeFoiPerdido();
      void refresh();
    };
    onOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh]);

  const login = useCallback(
    async (entrar: () => Promise<LoginResponse>) => {
      if (logoutPending()) await endServerSession();
      const session = await entrar();
      esquecerAparelhoPerdido();
      generation.current += 1;
      // The same officer after an expiry finds the case and the reads left; another user neither.
      if (readsOwner() !== session.user.id) {
        clearCaseData();
        await forgetDeviceReads();
      }
      setReadsOwner(session.user.id);
      await clearQueryCache();
      // Before the user is applied, whose change registers the device's key for this new session.
      await sessionHooks()
        .newSession()
        .catch((error: unknown) => console.error('Aparelho sem chave para a nova sessão', error));
      cacheSession(session);
      applyUser(session);
      sessionHooks()
        .ensureOfflineReady()
        .catch((error: unknown) => console.error('App sem suporte offline', error));
    },
    [applyUser],
  );

  const logout = useCallback(async () => {
    // Logging out offline still ends the session on this device at once.
    await endServerSession();
    await endSession(true);
  }, [endSession]);

  const [logoutRequested, setLogoutRequested] = useState(false);
  const requestLogout = useCallback(() => setLogoutRequested(true), []);
  const cancelLogout = useCallback(() => setLogoutRequested(false), []);

  const value = useMemo<Session>(() => {
    const permissions = user ? new Set(user.permissions) : null;
    return {
      user,
      regras,
      permissions,
      can: (access) => canAccess(access, permissions),
      login,
      requestLogout,
      logoutRequested,
      cancelLogout,
      logout,
      refresh,
    };
  }, [user, regras, login, requestLogout, logoutRequested, cancelLogout, logout, refresh]);

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
