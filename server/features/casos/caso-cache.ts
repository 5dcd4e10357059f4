import { LRUCache } from 'lru-cache';
import type { Serialized } from '../../kit/io';

/**
 * The case as the API answers it, kept per revision (caso_revisoes): an unchanged case is sent as
 * it was serialised, instead of being read again from a dozen tables and validated again at every
 * look. Any change to what the case records bumps the revision, so a kept answer is never stale
 * for that; names from elsewhere (a user's, a reference list's) may lag by at most MAX_AGE_MS.
 */
const MAX_ENTRIES = 500;
const MAX_AGE_MS = 60_000;

interface Entry {
  revisao: number;
  resposta: Serialized;
  at: number;
}

/** The age is judged on the app's clock (tests move it), the size by the cache. */
const kept = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

/** `variante` names what the answer depends on besides the case: the reader's access and policy. */
const keyOf = (casoId: string, variante: string) => `${casoId}:${variante}`;

export function cachedCaso(
  casoId: string,
  variante: string,
  revisao: number,
  now: number,
): Serialized | null {
  const entry = kept.get(keyOf(casoId, variante));
  if (!entry || entry.revisao !== revisao || now - entry.at > MAX_AGE_MS) return null;
  return entry.resposta;
}

export function keepCaso(
  casoId: string,
  variante: string,
  revisao: number,
  resposta: Serialized,
  now: number,
): void {
  kept.set(keyOf(casoId, variante), { revisao, resposta, at: now });
}
