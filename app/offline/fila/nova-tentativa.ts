/**
 * When the outbox tries again by itself (issue 40). Every send that fails for want of an answer —
 * the save's own, a run's, the service worker's — schedules the next try here, whatever started
 * it, with or without Background Sync (iOS and Firefox have none): ~2 s after a fresh failure,
 * doubling up to a minute after many, spread ±25 % so that phones coming back together do not ask
 * at the same instant. The outbox list reads the time left ('Nova tentativa em 20 s').
 */

/** The first automatic retry after a failure, doubled after each one up to the last. */
const PRIMEIRA_MS = 2_000;
const ULTIMA_MS = 60_000;

let timer: ReturnType<typeof setTimeout> | undefined;
let falhas = 0;
let proxima: number | null = null;
const listeners = new Set<() => void>();

function avisar(quando: number | null): void {
  proxima = quando;
  for (const listener of listeners) listener();
}

/** After a failure: `tentar` runs by itself after the backoff's next wait. */
export function agendarNovaTentativa(tentar: () => void): void {
  clearTimeout(timer);
  const espera = Math.min(ULTIMA_MS, PRIMEIRA_MS * 2 ** falhas) * (0.75 + Math.random() / 2);
  falhas += 1;
  timer = setTimeout(() => {
    avisar(null);
    tentar();
  }, espera);
  avisar(Date.now() + espera);
}

/**
 * Nothing more to try (all sent, or only a login can send it), or the link is back: the next
 * failure is tried again soon, not after the last long wait; a scheduled try is dropped.
 */
export function zerarNovaTentativa(): void {
  clearTimeout(timer);
  falhas = 0;
  if (proxima !== null) avisar(null);
}

/** Whether a try is scheduled (a run started elsewhere need not schedule another). */
export function novaTentativaAgendada(): boolean {
  return proxima !== null;
}

/** When the next automatic try comes (epoch milliseconds), or null when none is scheduled. */
export function proximaTentativa(): number | null {
  return proxima;
}

/** For useSyncExternalStore. */
export function subscribeNovaTentativa(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
