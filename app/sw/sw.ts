import { cacheNames, clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  getCacheKeyForURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_PREFIX, BASE_PATH, SYNC_TAG } from '../../shared/constants';
import { interromperEnvios } from '../offline/fila/send-operation';
import { SYNC_REQUEST_MESSAGE, SYNC_RESULT_MESSAGE, syncOutbox } from '../offline/fila/sync';
import { PARAR_ENVIO_MESSAGE, REFILL_PRECACHE_MESSAGE, SKIP_WAITING_MESSAGE } from '../offline/sw-messages';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync is not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// The app is a single page: every navigation under the base path gets the precached shell, so it
// opens without signal. API paths are left to the network, and no route ever caches their answers.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${BASE_PATH}index.html`), {
    allowlist: [new RegExp(`^${BASE_PATH}`)],
    denylist: [new RegExp(`^${API_PREFIX}/`)],
  }),
);

// A new version waits until the user accepts it (UpdatePrompt): taking over on its own would reload
// a page whose form is being typed. The first install has nothing to wait for.
clientsClaim();

/**
 * Puts back every precache entry that is missing. The precache is the app itself, not anyone's
 * data, and nothing the app does deletes it; but a browser may evict it, and a version before this
 * one deleted it at logout while its worker stayed registered, which left a device that could not
 * open offline until the next release.
 */
async function refillPrecache(): Promise<void> {
  const cache = await caches.open(cacheNames.precache);
  for (const entry of manifest) {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href;
    const cacheKey = getCacheKeyForURL(url);
    if (cacheKey === undefined || (await cache.match(cacheKey)) !== undefined) continue;
    const response = await fetch(url, { cache: 'reload' });
    if (response.ok) await cache.put(cacheKey, response);
  }
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  else if (type === REFILL_PRECACHE_MESSAGE) event.waitUntil(refillPrecache());
  else if (type === PARAR_ENVIO_MESSAGE) interromperEnvios();
});

// The precache is the only cache this worker fills; anything else was left by an older version.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== cacheNames.precache).map((name) => caches.delete(name))),
      ),
  );
});

/**
 * A visible page is asked to send the queue, so that it shows the outcome and handles an expired
 * session; the page then tries again by itself until the queue is empty. The worker sends itself
 * only what no page is sending: with a page to tell, it does not queue behind the page's run, for a
 * worker event left waiting that long holds back a new version the user accepted (the browser lets
 * the old worker finish its events first). Hidden pages may be frozen and never answer. Resolves
 * when nothing of the user waits or a page has the run; otherwise rejects, and the browser tries
 * again later. Every open page is told how the worker's own run ended.
 */
async function handleSync(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const visible = windows.filter((client) => client.visibilityState === 'visible');
  for (const client of visible) client.postMessage({ type: SYNC_REQUEST_MESSAGE });
  // The page's run takes the lock first when there is a page to tell.
  if (visible.length > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  const result = await syncOutbox(undefined, { wait: visible.length === 0 });
  if (result.status === 'busy') return;
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    client.postMessage({ type: SYNC_RESULT_MESSAGE, status: result.status, sent: result.sent });
  }
  if (result.status !== 'done') throw new Error(`Sincronização incompleta: ${result.status}`);
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(handleSync());
});
