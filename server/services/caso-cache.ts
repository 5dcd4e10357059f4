/**
 * The case as the API answers it, kept per revision (caso_revisoes): an unchanged case is sent as
 * it was serialised, instead of being read again from a dozen tables and validated again at every
 * look. Any change to what the case records bumps the revision, so a kept answer is never stale
 * for that; names from elsewhere (a user's, a reference list's) may lag by at most MAX_AGE_MS.
 */
import type { CasoAcesso } from '../../shared/schemas/casos';

const MAX_ENTRIES = 500;
const MAX_AGE_MS = 60_000;

interface Entry {
  revisao: number;
  json: string;
  at: number;
}

const kept = new Map<string, Entry>();

const keyOf = (casoId: string, acesso: CasoAcesso) => `${casoId}:${acesso}`;

export function cachedCaso(casoId: string, acesso: CasoAcesso, revisao: number, now: number): string | null {
  const entry = kept.get(keyOf(casoId, acesso));
  if (!entry || entry.revisao !== revisao || now - entry.at > MAX_AGE_MS) return null;
  return entry.json;
}

export function keepCaso(
  casoId: string,
  acesso: CasoAcesso,
  revisao: number,
  json: string,
  now: number,
): void {
  const key = keyOf(casoId, acesso);
  kept.delete(key);
  kept.set(key, { revisao, json, at: now });
  // A Map keeps insertion order: the first key is the one used longest ago.
  if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
}
