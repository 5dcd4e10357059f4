import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../env';
import { connect, type Database } from './client';
import { prepareDatabase } from './prepare';
import { users } from './schema';

const admin = connect(inject('pgAdminUrl'), { max: 1 });
const opened: Database[] = [];

/** A brand-new, empty database (not the seeded template): what a first start meets. */
async function emptyDatabase(): Promise<Database> {
  const name = `empty_${randomBytes(5).toString('hex')}`;
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const database = connect(inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`), { max: 2 });
  opened.push(database);
  return database;
}

const userCount = async (database: Database) =>
  (await database.db.select({ value: count() }).from(users))[0]?.value;

afterAll(async () => {
  for (const database of opened) await database.close();
  await admin.close();
});

describe('prepareDatabase at start', () => {
  it('creates the five demo users on an empty embedded database outside production, once', async () => {
    const database = await emptyDatabase();
    const env = loadEnv({ NODE_ENV: 'development' });
    expect(await prepareDatabase(database.db, env, { embedded: true })).toBe('demo-created');
    expect(await userCount(database)).toBe(5);
    expect(await prepareDatabase(database.db, env, { embedded: true })).toBe('ready');
    expect(await userCount(database)).toBe(5);
  });

  it('creates no user in production mode', async () => {
    const database = await emptyDatabase();
    const env = loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://rip.example/rip-app' });
    expect(await prepareDatabase(database.db, env, { embedded: true })).toBe('no-users');
    expect(await userCount(database)).toBe(0);
  });

  it('creates no demo user on an external database unless SEED_DEMO asks', async () => {
    const plain = await emptyDatabase();
    expect(await prepareDatabase(plain.db, loadEnv({}), { embedded: false })).toBe('no-users');
    const asked = await emptyDatabase();
    expect(await prepareDatabase(asked.db, loadEnv({ SEED_DEMO: 'true' }), { embedded: false })).toBe(
      'demo-created',
    );
  });
});
