import { describe, expect, inject, it } from 'vitest';
import { connect } from './client';
import { sharedBuffersMb, socketDirOf } from './embedded';

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

describe('o pool do app', () => {
  it('reaches the embedded PostgreSQL by its Unix socket, in the cluster directory', async () => {
    const url = new URL(inject('pgAppUrl'));
    const socketDir = decodeURIComponent(url.hostname);
    expect(socketDir).toMatch(/\/postgres$/);
    expect(socketDirOf(socketDir)).toBe(socketDir);
    const database = connect(inject('pgAppUrl'), { max: 1 });
    try {
      // A Unix-socket connection has no client address.
      const { rows } = await database.pool.query('SELECT inet_client_addr() AS addr');
      expect(rows[0].addr).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('keeps TCP for a directory whose socket path would not fit or would split the setting', () => {
    expect(socketDirOf(`/tmp/${'x'.repeat(90)}`)).toBeNull();
    expect(socketDirOf('/tmp/a,b/postgres')).toBeNull();
    expect(socketDirOf('/tmp/a b/postgres')).toBeNull();
  });
});
