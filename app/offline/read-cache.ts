/**
 * Reads that keep working without signal: each answer is stored on the device, and when the
 * network fails the stored one is used. They belong to the user who read them: logout, or another
 * user's login, clears them (the outbox and the drafts are never touched here).
 */
import { NetworkError } from '../lib/api';
import { db } from './db';

export interface CachedRead<T> {
  value: T;
  /** True when the network failed and the device's copy was used. */
  fromCache: boolean;
  savedAt: number;
  /**
   * When the server was asked for this answer (epoch milliseconds); 0 for the device's copy, which
   * may predate anything sent since.
   */
  askedAt: number;
}

/**
 * Fetches `key` and stores the answer; on a network failure answers the stored copy, or rethrows
 * the NetworkError when there is none. Server errors (ApiError) are never hidden by the cache.
 */
export async function cachedRead<T>(key: string, fetcher: () => Promise<T>): Promise<CachedRead<T>> {
  const askedAt = Date.now();
  try {
    const value = await fetcher();
    return { value, fromCache: false, savedAt: await storeRead(key, value), askedAt };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const stored = await storedRead<T>(key);
    if (stored) return { ...stored, fromCache: true, askedAt: 0 };
    throw error;
  }
}

/** Keeps `value` as the device's copy of `key`; answers when it was saved. */
export async function storeRead(key: string, value: unknown): Promise<number> {
  const savedAt = Date.now();
  // A full device must not fail a read that succeeded.
  await db.meta.put({ key: `cache:${key}`, value, savedAt }).catch((error: unknown) => {
    console.warn('Não foi possível guardar a leitura no aparelho', error);
  });
  return savedAt;
}

/** The device's copy of `key`, if it has one. */
export async function storedRead<T>(key: string): Promise<{ value: T; savedAt: number } | null> {
  const stored = await db.meta.get(`cache:${key}`).catch(() => undefined);
  return stored?.savedAt === undefined ? null : { value: stored.value as T, savedAt: stored.savedAt };
}

/** Every stored read whose key starts with `prefix` (e.g. all cases read), for lists built on the device. */
export async function storedReads<T>(prefix: string): Promise<T[]> {
  const rows = await db.meta
    .where('key')
    .startsWith(`cache:${prefix}`)
    .toArray()
    .catch(() => []);
  return rows.map((row) => row.value as T);
}

/** The one meta record that is not a copy of something read from the server. */
const NOT_A_READ = ['currentUser'];

/**
 * Drops every copy of a server answer the device keeps beside the outbox: the reads above, the
 * report's images, and whatever else a screen stores in `meta`. Everything but the outbox's own
 * record goes, so a record added later cannot stay readable after a logout by being forgotten here.
 */
export async function clearCachedReads(): Promise<void> {
  await db.meta.where('key').noneOf(NOT_A_READ).delete();
}
