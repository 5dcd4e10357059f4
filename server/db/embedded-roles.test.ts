import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadEnv } from '../env';
import { onDatabase } from '../test/urls';
import { connect, type Database, migrateDatabase } from './client';
import { APP_ROLE, type EmbeddedCredentials, type Login, OWNER_ROLE } from './embedded-credentials';
import { ensureEmbeddedRoles } from './embedded-roles';
import { prepareDatabase } from './prepare';
import { seedReferenceData } from './seed';
import { seedDemoData } from './seed-demo';

function login(url: string): Login {
  const parsed = new URL(url);
  return { user: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

// The test cluster is set up like the embedded one; these are its three logins.
const credentials: EmbeddedCredentials = {
  ...login(inject('pgAdminUrl')),
  owner: login(inject('pgOwnerUrl')),
  app: login(inject('pgAppUrl')),
};
const port = Number(new URL(inject('pgAdminUrl')).port);
const opened: Database[] = [];

function open(url: string, database: string): Database {
  const handle = connect(onDatabase(url, database), { max: 1 });
  opened.push(handle);
  return handle;
}

afterAll(async () => {
  for (const handle of opened) await handle.close();
});

const counts = async (database: Database) =>
  (
    await database.pool.query(
      'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM logs)::int AS logs',
    )
  ).rows[0];

describe('a data directory from before the owner and app roles', () => {
  it('is handed to the owner without losing data; the app role may then only append to logs', async () => {
    // What earlier starts made: a database, its tables and functions, all the superuser's.
    const name = `antigo_${randomBytes(5).toString('hex')}`;
    const admin = open(inject('pgAdminUrl'), 'postgres');
    await admin.pool.query(`CREATE DATABASE ${name}`);
    const old = open(inject('pgAdminUrl'), name);
    await migrateDatabase(old.db);
    await seedReferenceData(old.db);
    await seedDemoData(old.db);
    await old.pool.query(`INSERT INTO logs (level, message, action) VALUES ('Info', 'antes', 'test.antigo')`);
    const before = await counts(old);
    expect(before).toEqual({ users: 5, logs: 1 });

    await ensureEmbeddedRoles(credentials, port, name);
    await ensureEmbeddedRoles(credentials, port, name);

    const notOwned = await old.pool.query(`
      WITH objects AS (
        SELECT c.oid::regclass::text AS name, c.relowner AS owner, 'pg_class'::regclass AS catalog, c.oid
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S', 'i')
        UNION ALL
        SELECT p.oid::regprocedure::text, p.proowner, 'pg_proc'::regclass, p.oid
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname IN ('public', 'drizzle')
        UNION ALL
        SELECT 'schema ' || nspname, nspowner, 'pg_namespace'::regclass, oid FROM pg_namespace WHERE nspname = 'drizzle'
      )
      SELECT name, pg_get_userbyid(owner) AS owner FROM objects o
      WHERE owner <> '${OWNER_ROLE}'::regrole
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = o.catalog AND d.objid = o.oid AND d.deptype = 'e')`);
    expect(notOwned.rows).toEqual([]);
    const database = await old.pool.query(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [name],
    );
    expect(database.rows[0]).toEqual({ owner: OWNER_ROLE });

    // The next start: migrations (none pending) and grants as the owner, then the app.
    const owner = open(inject('pgOwnerUrl'), name);
    expect(
      await prepareDatabase(owner.db, loadEnv({ NODE_ENV: 'test' }), { embedded: true, appRole: APP_ROLE }),
    ).toBe('ready');
    const app = open(inject('pgAppUrl'), name);
    expect(await counts(app)).toEqual(before);
    await expect(app.pool.query('DELETE FROM logs')).rejects.toThrow(/permission denied for table logs/);
    await expect(app.pool.query('ALTER TABLE logs DISABLE TRIGGER ALL')).rejects.toThrow(/must be owner/);
    await app.pool.query(
      `INSERT INTO logs (level, message, action) VALUES ('Info', 'depois', 'test.antigo')`,
    );
    await app.pool.query(`UPDATE users SET name = name WHERE matricula = '1000001'`);
    expect(await counts(app)).toEqual({ users: 5, logs: 2 });
  });
});
