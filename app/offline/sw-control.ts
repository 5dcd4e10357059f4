import { API_PREFIX, BASE_PATH } from '../../shared/constants';

let registered = false;
/**
 * Set by a logout. A worker registered after it, at the next login, serves the build this page
 * already runs: its taking over is no reason to reload.
 */
let unregistered = false;

/**
 * Registers the service worker once per page (production builds only: the dev server has no
 * precache manifest). A new version takes over as soon as it is installed; the page then reloads
 * once so that it does not keep running code whose chunks the new version no longer has.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || registered) return;
  registered = true;
  // After the page's load event: the precache download would otherwise compete with the login
  // screen's own requests, and workbox-window stays out of its first chunk.
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox(`${BASE_PATH}sw.js`, { scope: BASE_PATH });
    workbox.addEventListener('controlling', (event) => {
      // isUpdate: another worker controlled the page when it registered, so the page runs that build.
      if (event.isUpdate && !unregistered) window.location.reload();
    });
    await workbox.register();
  };
  const run = () =>
    start().catch((error: unknown) => console.error('Falha ao registrar o service worker', error));
  if (document.readyState === 'complete') void run();
  else window.addEventListener('load', () => void run(), { once: true });
}

async function deleteAllCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Logout: removes every service worker registration and every Cache Storage entry. IndexedDB is
 * left alone on purpose: the ripDB outbox holds work not yet on the server.
 */
export async function unregisterServiceWorkerAndCaches(): Promise<void> {
  unregistered = true;
  registered = false;
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  await deleteAllCaches();
}

/** Any HTTP answer from the API, even an error, proves the server can be reached. */
async function serverReachable(): Promise<boolean> {
  try {
    await fetch(`${API_PREFIX}/health`, { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
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
  if (await serverReachable()) await unregisterServiceWorkerAndCaches();
  window.location.reload();
  return true;
}
