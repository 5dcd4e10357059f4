import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../lib/api';
import { db } from './db';
import { cachedRead, clearCachedReads } from './read-cache';

describe('reads kept on the device', () => {
  beforeEach(async () => {
    await db.meta.clear();
    await db.drafts.clear();
  });

  it('answers the stored copy when the network fails', async () => {
    await cachedRead('historico', async () => ['caso 1']);
    const offline = await cachedRead('historico', async () => {
      throw new NetworkError('sem sinal');
    });
    expect(offline).toMatchObject({ value: ['caso 1'], fromCache: true });
  });

  it('forgets every copy of a server answer, whatever its key, and keeps the outbox user and the drafts', async () => {
    await cachedRead('historico', async () => ['caso 1']);
    await db.meta.bulkPut([
      { key: 'relatorio-img:m1', value: 'foto', savedAt: 1 },
      { key: 'relatorio-croqui:c1', value: 'croqui', savedAt: 1 },
      { key: 'currentUser', user: { id: 'u1', matricula: '1000001' } },
    ]);
    await db.drafts.put({ userId: 'u1', key: 'anotacao:c1:nova', values: { texto: 'x' }, savedAt: 1 });

    await clearCachedReads();

    expect(await db.meta.toCollection().primaryKeys()).toEqual(['currentUser']);
    expect(await db.drafts.count()).toBe(1);
    await expect(
      cachedRead('historico', async () => {
        throw new NetworkError('sem sinal');
      }),
    ).rejects.toBeInstanceOf(NetworkError);
  });
});
