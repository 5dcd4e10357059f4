/** Messages between the page and the service worker, besides the outbox's SYNC_REQUEST_MESSAGE. */

/** Sent by workbox-window's `messageSkipWaiting()`: the user chose to run the waiting version. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * Asks the active worker to download whatever its precache lacks (the browser evicted it, or a
 * version before this one deleted it at logout), so that the app opens offline again.
 */
export const REFILL_PRECACHE_MESSAGE = 'rip:refill-precache';

/**
 * Sent to the active worker when the user accepts a new version: it stops what it is sending, so
 * that its events end and the new version takes over at once (the items resume later, where the
 * server has them).
 */
export const PARAR_ENVIO_MESSAGE = 'rip:parar-envio';
