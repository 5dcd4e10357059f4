import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from '../test/harness';
import { connect, type Database } from './client';
import { APP_ROLE, OWNER_ROLE } from './embedded-credentials';
import { grantAppAccess, logProtectionGaps } from './grants';
import { logs } from './schema';

// The app's connection, as the server opens it (the harness connects as the app role).
const server = setupTestServer();
let app: pg.Client;
let owner: Database;

beforeAll(async () => {
  app = new pg.Client({ connectionString: server.env.DATABASE_URL });
  await app.connect();
  owner = connect(server.env.DATABASE_OWNER_URL ?? '', { max: 1 });
});

afterAll(async () => {
  await app?.end();
  await owner?.close();
});

const logCount = async () => Number((await app.query('SELECT count(*) AS n FROM logs')).rows[0].n);

describe('the app role and the audit log', () => {
  it('connects as a role that is no superuser, owns nothing and is no member of the owner', async () => {
    const { rows } = await app.query(`
      SELECT current_user AS role, rolsuper, rolcreatedb, rolcreaterole, rolbypassrls, rolreplication,
        pg_has_role(current_user, '${OWNER_ROLE}', 'MEMBER') AS member_of_owner,
        pg_get_userbyid((SELECT relowner FROM pg_class WHERE oid = 'public.logs'::regclass)) AS logs_owner
      FROM pg_roles WHERE rolname = current_user`);
    expect(rows[0]).toEqual({
      role: APP_ROLE,
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolbypassrls: false,
      rolreplication: false,
      member_of_owner: false,
      logs_owner: OWNER_ROLE,
    });
    expect(await logProtectionGaps(server.db)).toEqual([]);
  });

  it.each([
    ["UPDATE logs SET message = 'reescrito'", /permission denied for table logs/],
    ['DELETE FROM logs', /permission denied for table logs/],
    ['TRUNCATE logs', /permission denied for table logs/],
    ['ALTER TABLE logs DISABLE TRIGGER ALL', /must be owner of table logs/],
    ['ALTER TABLE logs DISABLE TRIGGER logs_append_only_rows', /must be owner of table logs/],
    ['DROP TRIGGER logs_append_only_rows ON logs', /must be owner of (table|relation) logs/],
    ['DROP TABLE logs', /must be owner of table logs/],
    ['ALTER TABLE logs OWNER TO rip_app', /must be owner of table logs/],
    [
      'SET session_replication_role = replica',
      /permission denied to set parameter "session_replication_role"/,
    ],
    ['SET ROLE rip_owner', /permission denied to set role "rip_owner"/],
    ['ALTER ROLE rip_app SUPERUSER', /permission denied to alter role/],
    [
      'CREATE OR REPLACE FUNCTION logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$BEGIN RETURN NEW; END$$',
      /permission denied for schema public|must be owner of function/,
    ],
    ['CREATE TABLE public.atalho (id int)', /permission denied for schema public/],
    ["UPDATE log_chain SET hash = '\\x00'", /permission denied for table log_chain/],
    ['DELETE FROM log_chain', /permission denied for table log_chain/],
    ['TRUNCATE log_chain', /permission denied for table log_chain/],
    ['ALTER TABLE log_chain DISABLE TRIGGER ALL', /must be owner of table log_chain/],
    [
      "CREATE OR REPLACE FUNCTION log_digest(previous bytea, l logs) RETURNS bytea LANGUAGE sql AS $$SELECT '\\x00'::bytea$$",
      /permission denied for schema public|must be owner of function/,
    ],
  ])('refuses %s', async (statement, refusal) => {
    await app.query(`INSERT INTO logs (level, message, action) VALUES ('Info', 'antes', 'test.protecao')`);
    const before = await logCount();
    await expect(app.query(statement)).rejects.toThrow(refusal);
    expect(await logCount()).toBe(before);
  });

  it('gains nothing by granting itself rights on logs', async () => {
    await app.query('GRANT UPDATE, DELETE, TRUNCATE ON logs TO rip_app').catch(() => {});
    const { rows } = await app.query(`
      SELECT has_table_privilege('logs', 'UPDATE') AS u, has_table_privilege('logs', 'DELETE') AS d,
        has_table_privilege('logs', 'TRUNCATE') AS t`);
    expect(rows[0]).toEqual({ u: false, d: false, t: false });
  });

  it('still appends to logs and reads them', async () => {
    const marker = `inserido ${randomUUID()}`;
    await app.query(`INSERT INTO logs (level, message, action) VALUES ('Info', $1, 'test.protecao')`, [
      marker,
    ]);
    const rows = await server.db.select().from(logs).where(eq(logs.message, marker));
    expect(rows).toHaveLength(1);
  });

  it('writes through the app as before: a case is created, renamed and audited', async () => {
    const cookie = await server.login('delegado');
    const id = randomUUID();
    const created = await server.api({
      method: 'POST',
      url: '/casos',
      cookie,
      payload: { id, name: 'Caso X' },
    });
    expect(created.statusCode).toBe(201);
    // The trigger behind the identifier writes caso_sequencias, also as the app role.
    expect(created.json().identificador).toMatch(/^\d{4}\.\d{6}$/);
    const audited = await server.db.select().from(logs).where(eq(logs.casoId, id));
    expect(audited.length).toBeGreaterThan(0);
    await app.query(`UPDATE casos SET name = 'Caso Renomeado' WHERE id = $1`, [id]);
  });
});

describe('grantAppAccess', () => {
  it('covers a table a later migration adds, and stays the same when run again', async () => {
    await owner.pool.query('CREATE TABLE public.tabela_futura (id int PRIMARY KEY, nome text)');
    // The default privileges cover the new table before the grants run again…
    await app.query(`INSERT INTO tabela_futura VALUES (1, 'antes')`);
    await grantAppAccess(owner.db, APP_ROLE);
    await grantAppAccess(owner.db, APP_ROLE);
    // …and after them, read and write, with logs still append-only.
    await app.query(`UPDATE tabela_futura SET nome = 'depois' WHERE id = 1`);
    expect((await app.query('SELECT nome FROM tabela_futura')).rows).toEqual([{ nome: 'depois' }]);
    await expect(app.query('DELETE FROM logs')).rejects.toThrow(/permission denied for table logs/);
    await expect(app.query('TRUNCATE tabela_futura')).rejects.toThrow(/permission denied/);
    await owner.pool.query('DROP TABLE public.tabela_futura');
  });

  it('does nothing when the app and the owner are the same role', async () => {
    await grantAppAccess(owner.db, OWNER_ROLE);
    const { rows } = await owner.pool.query(`SELECT has_table_privilege('logs', 'UPDATE') AS u`);
    expect(rows[0]).toEqual({ u: true });
    expect(await logProtectionGaps(owner.db)).toEqual([
      `o papel ${OWNER_ROLE} é dono da tabela logs (ou membro do dono)`,
    ]);
  });
});
