import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function currentRole(db: Db): Promise<string> {
  const result = await db.execute<{ role: string }>(sql`SELECT current_user AS role`);
  return result.rows[0]?.role ?? '';
}

/**
 * What the app's role may do, granted by the owner after every migration so tables added later
 * are covered too: read and write every table of public, except the audit log and its hash
 * chain, which it may only read and append to; and read the list of applied migrations.
 * Everything the role held on those tables is revoked first, so the result is the same whatever
 * an earlier version or a person granted. Idempotent, one transaction.
 */
export async function grantAppAccess(db: Db, appRole: string): Promise<void> {
  // Granting to oneself would first revoke the owner's own rights on its tables.
  if (appRole === (await currentRole(db))) return;
  const role = sql.identifier(appRole);
  await db.transaction(async (tx) => {
    await tx.execute(sql`GRANT USAGE ON SCHEMA public TO ${role}`);
    await tx.execute(sql`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`);
    await tx.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
    await tx.execute(sql`REVOKE UPDATE, DELETE ON TABLE public.logs, public.log_chain FROM ${role}`);
    await tx.execute(sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
    // Readiness asks whether this build's migrations are applied (server/http/readiness.ts).
    await tx.execute(sql`GRANT USAGE ON SCHEMA drizzle TO ${role}`);
    await tx.execute(sql`GRANT SELECT ON drizzle.__drizzle_migrations TO ${role}`);
    // Only the owner's own routines: the extensions' are the superuser's, and PUBLIC may run them.
    const routines = await tx.execute<{ name: string }>(sql`
      SELECT p.oid::regprocedure::text AS name FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace AND p.proowner = current_user::regrole`);
    for (const { name } of routines.rows) {
      await tx.execute(sql`GRANT EXECUTE ON ROUTINE ${sql.raw(name)} TO ${role}`);
    }
    // Tables a migration creates are usable before this function runs again after it.
    await tx.execute(
      sql`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
    );
    await tx.execute(
      sql`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${role}`,
    );
  });
}

/**
 * Why the connected role could rewrite or erase the audit log despite its triggers (as a
 * superuser or the table's owner it can switch them off); empty when it cannot.
 */
export async function logProtectionGaps(db: Db): Promise<string[]> {
  const result = await db.execute<{
    role: string;
    superuser: boolean;
    owner: boolean;
    update: boolean;
    delete: boolean;
    truncate: boolean;
  }>(sql`
    SELECT current_user AS role, r.rolsuper AS superuser,
      pg_has_role(current_user, c.relowner, 'MEMBER') AS owner,
      has_table_privilege(c.oid, 'UPDATE') AS update,
      has_table_privilege(c.oid, 'DELETE') AS delete,
      has_table_privilege(c.oid, 'TRUNCATE') AS truncate
    FROM pg_roles r, pg_class c
    WHERE r.rolname = current_user AND c.oid = 'public.logs'::regclass`);
  const row = result.rows[0];
  if (!row) return [];
  const gaps: string[] = [];
  if (row.superuser) gaps.push(`o papel ${row.role} é superusuário`);
  else if (row.owner) gaps.push(`o papel ${row.role} é dono da tabela logs (ou membro do dono)`);
  const rights = (['update', 'delete', 'truncate'] as const).filter((right) => row[right]);
  if (!row.superuser && !row.owner && rights.length > 0) {
    gaps.push(`o papel ${row.role} tem ${rights.map((right) => right.toUpperCase()).join(', ')} em logs`);
  }
  return gaps;
}
