import { describe, expect, inject, it } from 'vitest';
import { connect } from './client';
import { sharedBuffersMb } from './embedded';

describe('PostgreSQL embutido', () => {
  it('caches a quarter of the memory, between 128 MB and 4 GB', async () => {
    expect(sharedBuffersMb(2 * 2 ** 30)).toBe(512);
    expect(sharedBuffersMb(256 * 2 ** 20)).toBe(128);
    expect(sharedBuffersMb(64 * 2 ** 30)).toBe(4096);
    // The tests' cluster is started as npm start's is.
    const database = connect(inject('pgAdminUrl'), { max: 1 });
    try {
      const { rows } = await database.pool.query(
        `SELECT setting::bigint * 8 / 1024 AS mb FROM pg_settings WHERE name = 'shared_buffers'`,
      );
      expect(Number(rows[0].mb)).toBe(sharedBuffersMb());
    } finally {
      await database.close();
    }
  });
});
