// The embedded cluster's roles, set up by its bootstrap superuser at every start. The superuser
// is used for nothing else: the owner role runs migrations and seeds, the app role serves
// requests and cannot alter what the owner made (the audit log's triggers above all).
import pg from 'pg';
import { DATABASE_NAME, type EmbeddedCredentials, type Login, loginUrl } from './embedded-credentials';

// No role of the app needs to create roles or databases, replicate, or pass row security.
const ATTRIBUTES = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

async function ensureRole(client: pg.Client, login: Login): Promise<void> {
  const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [login.user]);
  // ALTER as well as CREATE: the attributes are asserted again on every start.
  const verb = exists.rowCount ? 'ALTER' : 'CREATE';
  await client.query(
    `${verb} ROLE ${client.escapeIdentifier(login.user)} WITH ${ATTRIBUTES} PASSWORD ${client.escapeLiteral(login.password)}`,
  );
}

/**
 * Hands everything the migrations made in the database (schemas public and drizzle, relations,
 * routines, types) to the owner role. Data directories from before the roles have it all owned
 * by the superuser; run on each start, it also fixes whatever else came to own something there.
 * Extension members stay with the extension (PostgreSQL makes them the superuser's).
 */
export async function transferOwnership(client: pg.Client, owner: string): Promise<void> {
  await client.query(`
    DO $$
    DECLARE
      target CONSTANT regrole := ${client.escapeLiteral(owner)}::regrole;
      r record;
    BEGIN
      FOR r IN
        SELECT n.oid::regnamespace AS name FROM pg_namespace n
        WHERE (n.nspname = 'drizzle' AND n.nspowner <> target)
           OR (n.nspname = 'public' AND n.nspowner NOT IN (target, 'pg_database_owner'::regrole))
      LOOP
        EXECUTE format('ALTER SCHEMA %s OWNER TO %s', r.name, target);
      END LOOP;

      FOR r IN
        SELECT c.oid::regclass AS name,
          CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
            WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END AS kind
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('public', 'drizzle')
          AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
          AND c.relowner <> target
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
            AND d.objid = c.oid AND d.deptype = 'e')
          -- A serial's or identity's sequence follows its table and cannot be moved alone.
          AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d
            WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid
              AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')))
        ORDER BY c.relkind = 'S'
      LOOP
        EXECUTE format('ALTER %s %s OWNER TO %s', r.kind, r.name, target);
      END LOOP;

      FOR r IN
        SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname IN ('public', 'drizzle') AND p.proowner <> target
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
            AND d.objid = p.oid AND d.deptype = 'e')
      LOOP
        EXECUTE format('ALTER ROUTINE %s OWNER TO %s', r.name, target);
      END LOOP;

      -- Enums, domains, ranges and standalone composite types; a table's row type and an
      -- array type follow their table or element.
      FOR r IN
        SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname IN ('public', 'drizzle') AND t.typowner <> target
          AND (t.typtype IN ('e', 'd', 'r')
            OR (t.typtype = 'c' AND (SELECT relkind FROM pg_class WHERE oid = t.typrelid) = 'c'))
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
            AND d.objid = t.oid AND d.deptype = 'e')
      LOOP
        EXECUTE format('ALTER TYPE %s OWNER TO %s', r.name, target);
      END LOOP;
    END
    $$`);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates or re-asserts the owner and app roles, the database owned by the owner, and the
 * owner's ownership of what is in it. Idempotent; connects as the bootstrap superuser.
 */
export async function ensureEmbeddedRoles(
  credentials: EmbeddedCredentials,
  port: number,
  database = DATABASE_NAME,
): Promise<void> {
  const { owner, app } = credentials;
  await withClient(loginUrl(credentials, port, 'postgres'), async (client) => {
    await ensureRole(client, owner);
    await ensureRole(client, app);
    const member = await client.query(
      `SELECT 1 FROM pg_auth_members WHERE roleid = $1::regrole AND member = $2::regrole`,
      [owner.user, app.user],
    );
    if (member.rowCount) {
      await client.query(
        `REVOKE ${client.escapeIdentifier(owner.user)} FROM ${client.escapeIdentifier(app.user)}`,
      );
    }
    const found = await client.query<{ owner: string }>(
      'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
      [database],
    );
    const name = client.escapeIdentifier(database);
    const ownerRole = client.escapeIdentifier(owner.user);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${name} OWNER ${ownerRole}`);
    } else if (found.rows[0]?.owner !== owner.user) {
      await client.query(`ALTER DATABASE ${name} OWNER TO ${ownerRole}`);
    }
  });
  await withClient(loginUrl(credentials, port, database), (client) => transferOwnership(client, owner.user));
}
