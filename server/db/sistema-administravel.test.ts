/**
 * The database guard of migration 0016: no commit may leave the system without an active user
 * holding gerenciar_usuarios, gerenciar_papeis and gerenciar_permissoes. Every path is tried here
 * straight on the database (as any service or script would reach it); the HTTP answer is tested
 * with the admin routes (server/features/admin/usuarios.routes.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../test/harness';
import { permissions, rolePermissions, roles, userRoles, users } from './schema';
import { PERMISSION_IDS, ROLE_IDS } from './seed';

const server = setupTestServer();

const ADMIN_ROLE_ID = ROLE_IDS.Admin as string;

/** Whether a failure is the guard's, wherever the driver wrapped it. */
function guardRefused(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: string }).code === 'RIP01') return true;
  }
  return false;
}

async function expectRefused(change: () => Promise<unknown>): Promise<void> {
  const error = await change().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(guardRefused(error), `esperava a recusa RIP01, veio ${String(error)}`).toBe(true);
}

async function userId(matricula: string): Promise<string> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.matricula, matricula));
  if (!row) throw new Error(`sem usuário ${matricula}`);
  return row.id;
}

describe('the system stays administrable (migration 0016)', () => {
  it('refuses to disable the only active administrator, and lets a plain user be disabled', async () => {
    await expectRefused(() =>
      server.db.update(users).set({ active: false }).where(eq(users.matricula, '1000001')),
    );
    await server.db.update(users).set({ active: false }).where(eq(users.matricula, '1000005'));
    await server.db.update(users).set({ active: true }).where(eq(users.matricula, '1000005'));
    const [admin] = await server.db.select().from(users).where(eq(users.matricula, '1000001'));
    expect(admin?.active).toBe(true);
  });

  it('refuses to delete the last administrator or take their profile away', async () => {
    const admin = await userId('1000001');
    await expectRefused(() => server.db.delete(users).where(eq(users.id, admin)));
    await expectRefused(() => server.db.delete(userRoles).where(eq(userRoles.userId, admin)));
    await expectRefused(() =>
      server.db
        .update(userRoles)
        .set({ roleId: ROLE_IDS.Perito as string })
        .where(eq(userRoles.userId, admin)),
    );
  });

  it('refuses to take an administration permission from the last profiles holding it', async () => {
    for (const name of ['gerenciar_usuarios', 'gerenciar_papeis', 'gerenciar_permissoes'] as const) {
      await expectRefused(() =>
        server.db.delete(rolePermissions).where(eq(rolePermissions.permissionId, PERMISSION_IDS[name])),
      );
    }
    // A permission nobody needs to keep the system administrable goes freely.
    await server.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, ADMIN_ROLE_ID),
          eq(rolePermissions.permissionId, PERMISSION_IDS.ver_perfil as string),
        ),
      );
    await server.db
      .insert(rolePermissions)
      .values({ roleId: ADMIN_ROLE_ID, permissionId: PERMISSION_IDS.ver_perfil as string });
  });

  it('refuses to delete or rename an administration permission, or delete the Admin profile', async () => {
    await expectRefused(() =>
      server.db.delete(permissions).where(eq(permissions.id, PERMISSION_IDS.gerenciar_permissoes as string)),
    );
    await expectRefused(() =>
      server.db
        .update(permissions)
        .set({ name: 'gerenciar_usuarios_antigo' })
        .where(eq(permissions.id, PERMISSION_IDS.gerenciar_usuarios as string)),
    );
    await expectRefused(() =>
      server.db.transaction(async (tx) => {
        await tx.delete(userRoles).where(eq(userRoles.roleId, ADMIN_ROLE_ID));
        await tx.delete(roles).where(eq(roles.id, ADMIN_ROLE_ID));
      }),
    );
    const [still] = await server.db.select().from(roles).where(eq(roles.id, ADMIN_ROLE_ID));
    expect(still?.name).toBe('Admin');
  });

  it('judges a change by its result at commit: swapping profiles in one transaction is allowed', async () => {
    const admin = await userId('1000001');
    const novo = randomUUID();
    await server.db.transaction(async (tx) => {
      await tx.insert(roles).values({ id: novo, name: 'Administração Temporária' });
      await tx
        .insert(rolePermissions)
        .values(
          (['gerenciar_usuarios', 'gerenciar_papeis', 'gerenciar_permissoes', 'ver_casos'] as const).map(
            (name) => ({ roleId: novo, permissionId: PERMISSION_IDS[name] as string }),
          ),
        );
      await tx.delete(userRoles).where(eq(userRoles.userId, admin));
      await tx.insert(userRoles).values({ userId: admin, roleId: novo });
    });
    // And back, the same way.
    await server.db.transaction(async (tx) => {
      await tx.delete(userRoles).where(eq(userRoles.userId, admin));
      await tx.insert(userRoles).values({ userId: admin, roleId: ADMIN_ROLE_ID });
      await tx.delete(roles).where(eq(roles.id, novo));
    });
  });

  it('lets the first administrator go once a second active one exists', async () => {
    const admin = await userId('1000001');
    const delegado = await userId('1000002');
    await server.db.insert(userRoles).values({ userId: delegado, roleId: ADMIN_ROLE_ID });
    await server.db.update(users).set({ active: false }).where(eq(users.id, admin));
    // Now the delegado is the last one.
    await expectRefused(() => server.db.update(users).set({ active: false }).where(eq(users.id, delegado)));
    await server.db.update(users).set({ active: true }).where(eq(users.id, admin));
    await server.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, delegado), eq(userRoles.roleId, ADMIN_ROLE_ID)));
  });

  it('refuses the second of two administrators disabling each other at once: the checks take turns', async () => {
    const admin = await userId('1000001');
    const delegado = await userId('1000002');
    await server.db.insert(userRoles).values({ userId: delegado, roleId: ADMIN_ROLE_ID });
    let primeiroConferiu: () => void = () => undefined;
    const conferido = new Promise<void>((resolve) => {
      primeiroConferiu = resolve;
    });
    let segundoConferiu: () => void = () => undefined;
    const segundo = new Promise<void>((resolve) => {
      segundoConferiu = resolve;
    });
    // Each check runs before its commit (IMMEDIATE); the first commits only once the second's check
    // is done, or after half a second of waiting on it (the turn it must take).
    const primeiro = server.db.transaction(async (tx) => {
      await tx.update(users).set({ active: false }).where(eq(users.id, delegado));
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
      primeiroConferiu();
      await Promise.race([segundo, new Promise((resolve) => setTimeout(resolve, 500))]);
    });
    const outro = server.db.transaction(async (tx) => {
      await conferido;
      await tx.update(users).set({ active: false }).where(eq(users.id, admin));
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`).finally(segundoConferiu);
    });
    await primeiro;
    await expectRefused(() => outro);
    const ativos = await server.db.select({ id: users.id, active: users.active }).from(users);
    expect(ativos.find((u) => u.id === admin)?.active).toBe(true);
    await server.db.update(users).set({ active: true }).where(eq(users.id, delegado));
    await server.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, delegado), eq(userRoles.roleId, ADMIN_ROLE_ID)));
  });
});
