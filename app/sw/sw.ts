import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_PREFIX, BASE_PATH, SYNC_TAG } from '../../shared/constants';
import { SYNC_REQUEST_MESSAGE, syncOutbox } from '../offline/sync';

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

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app is a single page: every navigation under the base path gets the precached shell, so it
// opens without signal. API paths are left to the network, and no route ever caches their answers.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${BASE_PATH}index.html`), {
    allowlist: [new RegExp(`^${BASE_PATH}`)],
    denylist: [new RegExp(`^${API_PREFIX}/`)],
  }),
);

self.addEventListener('install', () => {
  void self.skipWaiting();
});
clientsClaim();

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
 * session; then the worker sends what is left itself, with the same code and under the same lock
 * (so after the page's run, never beside it). Hidden pages may be frozen and never answer. Resolves
 * only when nothing of the user waits; otherwise rejects, and the browser tries again later.
 */
async function handleSync(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const visible = windows.filter((client) => client.visibilityState === 'visible');
  for (const client of visible) client.postMessage({ type: SYNC_REQUEST_MESSAGE });
  // The page's run takes the lock first when there is a page to tell.
  if (visible.length > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
  const result = await syncOutbox();
  if (result.status !== 'done') throw new Error(`Sincronização incompleta: ${result.status}`);
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(handleSync());
});
