import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../db/client';
import { setupTestServer } from '../test/harness';

const server = setupTestServer();

const ready = () => server.api({ method: 'GET', url: '/health/ready' });

describe('readiness, apart from liveness', () => {
  it('is 503 while a migration this build expects is missing, 200 once it is applied', async () => {
    const owner = connect(server.env.DATABASE_OWNER_URL ?? '', { max: 1 });
    afterAll(() => owner.close());
    const last = await owner.pool.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at',
    );
    try {
      const missing = await ready();
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toMatchObject({ status: 'not_ready', migrations: false, database: 'up' });
    } finally {
      const { hash, created_at } = last.rows[0];
      await owner.pool.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        hash,
        created_at,
      ]);
    }
    const applied = await ready();
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ status: 'ready', stopping: false, database: 'up', migrations: true });
  });

  it('turns 503 the moment the node starts stopping, while liveness stays 200', async () => {
    server.readiness.stop();
    const stopping = await ready();
    expect(stopping.statusCode).toBe(503);
    expect(stopping.json()).toMatchObject({ status: 'not_ready', stopping: true });
    expect((await server.api({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
