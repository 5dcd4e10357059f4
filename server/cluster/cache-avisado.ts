/**
 * Rows a node keeps in memory although any node may change them: served only while the
 * database's notices reach this node (avisos.ts), forgotten as the notices name them.
 *
 * A read from the database that a notice overtook (sent between the read's start and its end:
 * the row read may be older than the notice) is answered but not kept; so is any read while the
 * notices are not known to arrive. Nothing kept can outlive the notice that ends it.
 */
import { LRUCache } from 'lru-cache';
import type { Avisos, Canal } from './avisos';

export interface CacheAvisado<V extends object> {
  /** What is kept for `chave`, or what `ler` reads from the database (kept when it may be). */
  obter(chave: string, ler: () => Promise<V | null>): Promise<V | null>;
}

/**
 * `alvo` says, from a notice's payload, which kept values it ends: a test on the value, or
 * 'todos'.
 */
export function cacheAvisado<V extends object>(
  avisos: Avisos,
  canal: Canal,
  options: { max: number; alvo: (payload: string) => ((valor: V) => boolean) | 'todos' },
): CacheAvisado<V> {
  const guardados = new LRUCache<string, V>({ max: options.max });
  /** Changes at every notice and every loss: a read that began in another epoch is not kept. */
  let epoca = 0;

  avisos.assinar(canal, {
    aviso: (payload) => {
      epoca += 1;
      const alvo = options.alvo(payload);
      if (alvo === 'todos') return guardados.clear();
      for (const [chave, valor] of guardados.entries()) if (alvo(valor)) guardados.delete(chave);
    },
    perdidos: () => {
      epoca += 1;
      guardados.clear();
    },
  });

  return {
    obter: async (chave, ler) => {
      if (avisos.emDia()) {
        const guardado = guardados.get(chave);
        if (guardado !== undefined) return guardado;
      }
      const antes = epoca;
      const lido = await ler();
      if (lido !== null && epoca === antes && avisos.emDia()) guardados.set(chave, lido);
      return lido;
    },
  };
}
