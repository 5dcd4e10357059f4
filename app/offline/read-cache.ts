/**
 * Reads that keep working without signal: each answer is stored on the device, and when the
 * network fails the stored one is used. Only answers of the current session are kept; logout
 * clears them (the outbox is never touched here).
 */
import { NetworkError } from '../lib/api';
import { db } from './db';

export interface CachedRead<T> {
  value: T;
  /** True when the network failed and the device's copy was used. */
  fromCache: boolean;
  savedAt: number;
}

/**
 * Fetches `key` and stores the answer; on a network failure answers the stored copy, or rethrows
 * the NetworkError when there is none. Server errors (ApiError) are never hidden by the cache.
 */
export async function cachedRead<T>(key: string, fetcher: () => Promise<T>): Promise<CachedRead<T>> {
  const cacheKey = `cache:${key}`;
  try {
    const value = await fetcher();
    const savedAt = Date.now();
    // A full device must not fail a read that succeeded.
    await db.meta.put({ key: cacheKey, value, savedAt }).catch((error: unknown) => {
      console.warn('Não foi possível guardar a leitura no aparelho', error);
    });
    return { value, fromCache: false, savedAt };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const stored = await db.meta.get(cacheKey).catch(() => undefined);
    if (stored?.savedAt !== undefined)
      return { value: stored.value as T, fromCache: true, savedAt: stored.savedAt };
    throw error;
  }
}

/** The stored answer of `key`, without asking the network; undefined when none is kept. */
export async function cachedValue<T>(key: string): Promise<T | undefined> {
  const stored = await db.meta.get(`cache:${key}`).catch(() => undefined);
  return stored?.value as T | undefined;
}

/** Drops every stored read; called when a session ends, so the next user sees none of them. */
export async function clearCachedReads(): Promise<void> {
  await db.meta.where('key').startsWith('cache:').delete();
}
