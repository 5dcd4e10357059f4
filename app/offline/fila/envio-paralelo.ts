/**
 * Runs the items of a queue a few at once, each only after every earlier item it waits for has
 * finished. Knows nothing of HTTP or IndexedDB: the outbox's sync gives it how to send one item.
 */

/** Why a run stops starting items: the user changed (done), no signal, or the session is gone. */
export type Parada = 'done' | 'offline' | 'unauthorized';

export interface EnvioParalelo<T> {
  itens: readonly T[];
  /** For each item, the positions of the earlier items it waits for (dependencias.ts). */
  waitsFor: readonly (readonly number[])[];
  parallel: number;
  /**
   * Asked just before an item starts: a reason to start nothing more, 'pular' to leave this one
   * (and so what waits for it only in order) unsent in this run, or null.
   */
  antesDe: (item: T) => Promise<Parada | 'pular' | null>;
  /** Sends one item: null to go on, or why nothing more should start. */
  enviar: (item: T) => Promise<Parada | null>;
  /** The oldest item on its way (null when none), for the outbox list to show. */
  aCaminho: (item: T | null) => void;
}

/**
 * Resolves once nothing is on its way: 'done' when every item was sent (or the user changed), else
 * why it stopped. A 401 outranks a lost connection: the user must log in before anything can go.
 * Items already on their way when it stops are awaited, never abandoned.
 */
export async function enviarJuntos<T>(envio: EnvioParalelo<T>): Promise<Parada> {
  const { itens, waitsFor, parallel } = envio;
  const started = itens.map(() => false);
  const answered = itens.map(() => false);
  const running = new Map<number, Promise<[number, Parada | null]>>();
  let stop: Parada | null = null;
  let firstUnstarted = 0;
  try {
    for (;;) {
      for (let i = firstUnstarted; !stop && i < itens.length && running.size < parallel; i += 1) {
        if (started[i] || !waitsFor[i]?.every((j) => answered[j])) continue;
        const item = itens[i] as T;
        const antes = await envio.antesDe(item);
        if (antes === 'pular') {
          started[i] = true;
          answered[i] = true;
          continue;
        }
        stop = antes;
        if (stop) break;
        started[i] = true;
        running.set(
          i,
          envio.enviar(item).then((parada) => [i, parada]),
        );
      }
      while (started[firstUnstarted]) firstUnstarted += 1;
      envio.aCaminho(itens[Math.min(...running.keys())] ?? null);
      if (running.size === 0) return stop ?? 'done';
      const [i, parada] = await Promise.race(running.values());
      running.delete(i);
      answered[i] = true;
      if (parada === 'unauthorized' || (parada && !stop)) stop = parada;
    }
  } finally {
    await Promise.allSettled(running.values());
    envio.aCaminho(null);
  }
}
