import type { Workbox } from 'workbox-window';
import { BASE_PATH } from '../../shared/constants';
import { flushDrafts, reloadKeepingDrafts } from '../components/form/draft-flush';
import { urlOf } from '../lib/request';
import { gravarRascunhosDasAbas, ouvirPedidosDeRascunho } from './rascunhos-das-abas';
import { PARAR_ENVIO_MESSAGE, REFILL_PRECACHE_MESSAGE } from './sw-messages';

/** How often an open app asks whether a new version was deployed (also on coming back to the foreground). */
const UPDATE_CHECK_MS = 30 * 60_000;

let registered = false;
let workbox: Workbox | null = null;
let listening = false;
/**
 * Whether a worker of the running build controls the page. One taking over a page that already
 * had one is a new version, accepted here or in another tab: the page runs the previous build,
 * whose chunks the new one no longer has, and reloads. The first worker to take a page over (a
 * first visit, or a registration made again after it was lost) serves this build: no reload.
 */
let controlled = false;

let updateWaiting = false;
const updateListeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  updateWaiting = value;
  for (const listener of updateListeners) listener();
}

/** For useSyncExternalStore: whether a new version is installed and waits for the user's word. */
export function subscribeUpdate(listener: () => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/**
 * The user accepted the new version: every open form's draft, in every open tab, is written; the
 * worker in charge stops what it is sending (the browser would hold the new one back until its
 * events end); then the waiting worker takes over, and its `controlling` event reloads this page
 * (and any other open tab) onto it.
 */
export async function applyUpdate(): Promise<void> {
  await gravarRascunhosDasAbas();
  const registration = await navigator.serviceWorker.getRegistration(BASE_PATH);
  registration?.active?.postMessage({ type: PARAR_ENVIO_MESSAGE });
  workbox?.messageSkipWaiting();
}

function askForUpdates(): void {
  const check = () => void workbox?.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers the service worker once per page (production builds only: the dev server has no
 * precache manifest). A new version installs in the background and waits: UpdatePrompt offers it,
 * and it takes over only when the user accepts, never in the middle of a form.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || registered) return;
  registered = true;
  ouvirPedidosDeRascunho();
  // After the page's load event: the precache download would otherwise compete with the login
  // screen's own requests, and workbox-window stays out of its first chunk.
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(`${BASE_PATH}sw.js`, { scope: BASE_PATH });
    wb.addEventListener('waiting', () => setUpdateWaiting(true));
    if (!listening) {
      listening = true;
      controlled = navigator.serviceWorker.controller !== null;
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        if (controlled) void reloadKeepingDrafts();
        controlled = true;
      });
      askForUpdates();
    }
    await wb.register();
    workbox = wb;
  };
  const run = () =>
    start().catch((error: unknown) => console.error('Falha ao registrar o service worker', error));
  if (document.readyState === 'complete') void run();
  else window.addEventListener('load', () => void run(), { once: true });
}

/**
 * After a login the app must open offline whatever happened before: a worker whose registration
 * is gone is registered (and so installed) afresh, and an active one fills any hole in its precache.
 */
export async function ensureOfflineReady(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration(BASE_PATH);
  if (registration === undefined) {
    registered = false;
    controlled = false;
    registerServiceWorker();
    return;
  }
  registration.active?.postMessage({ type: REFILL_PRECACHE_MESSAGE });
}

const PRECACHE_PREFIX = 'workbox-precache';

/**
 * Logout and an expired session: Cache Storage entries other than the app's own precache (media
 * or answers a worker may keep) go. The precache and the worker stay: they hold the app, no one's
 * data, and are what opens it without signal (docs/decisions.md, issue 25).
 */
export async function deletePersonalCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith(PRECACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

async function unregisterServiceWorkerAndCaches(): Promise<void> {
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Any HTTP answer from the API, even an error, proves the server can be reached. The table's entry
 * loads on demand (a page that made a call has it already; otherwise the worker's precache has it).
 */
async function serverReachable(): Promise<boolean> {
  try {
    const { sistemaEndpoints } = await import('../../shared/api/sistema');
    await fetch(urlOf(sistemaEndpoints.getHealth), { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

const RELOAD_MARK = 'rip-chunk-reload-at';
const RELOAD_GUARD_MS = 60_000;

/**
 * Chunk-load failure (spec §4): clears the caches and reloads. Resolves false, without reloading,
 * when it already reloaded in the last minute, so the caller shows an error instead of looping.
 * The worker goes with the caches so that the reload installs it again with a whole precache
 * (an emptied precache is never refilled by the running worker). Both are removed only when the
 * server answers: on a phone with no signal they are the only copy of the app, and a plain reload
 * is what fixes a page left behind by a new version.
 */
export async function clearCachesAndReload(): Promise<boolean> {
  const last = Number(sessionStorage.getItem(RELOAD_MARK));
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  await flushDrafts();
  if (await serverReachable()) await unregisterServiceWorkerAndCaches();
  window.location.reload();
  return true;
}
