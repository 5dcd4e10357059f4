/**
 * Whether the last real request reached the server (issue 40). A link can die while the phone
 * still shows its bars: the browser then fires no 'offline' event and `navigator.onLine` stays true,
 * so the screens and the outbox also go by what their own requests met. Any HTTP answer, even an
 * error, proves the link; only a request that got none (refused, reset, timed out) counts against
 * it. Shared by the page and the service worker (no window or document API); each has its own.
 */

let falhou = false;
const listeners = new Set<() => void>();
const voltas = new Set<() => void>();

/** Every request the app makes to its server reports here how it ended. */
export function registrarResposta(respondeu: boolean): void {
  if (falhou === !respondeu) return;
  falhou = !respondeu;
  for (const listener of listeners) listener();
  // An answer after a failure: the link is back, and whatever waited for it can go now.
  if (respondeu) for (const volta of voltas) volta();
}

/**
 * The browser says the link is back (its 'online' event): the failure that came before it no longer
 * speaks for the link, and the next request's outcome will (issue 25's hub never says there is no
 * connection once the signal returns, however slow its first answer).
 */
export function navegadorVoltou(): void {
  if (!falhou) return;
  falhou = false;
  for (const listener of listeners) listener();
}

/** Whether the last request got no answer. */
export function ultimaFalhou(): boolean {
  return falhou;
}

/** For useSyncExternalStore: told whenever the last outcome changes. */
export function subscribeConexao(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when a request gets an answer after one got none. */
export function onConexaoVoltou(listener: () => void): () => void {
  voltas.add(listener);
  return () => voltas.delete(listener);
}
