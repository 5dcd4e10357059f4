import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../auth/password';
import { connect, type Database } from '../db/client';
import { createConcurrentIndexes } from '../db/concurrent-indexes';
import { startEmbedded } from '../db/embedded';
import { APP_ROLE, OWNER_ROLE } from '../db/embedded-credentials';
import { prepareDatabase } from '../db/prepare';
import { rolePermissions, roles, userRoles, users } from '../db/schema';
import { PERMISSION_IDS } from '../db/seed';
import { loadEnv } from '../env';
import { INDICES_DAS_EXCLUSOES } from '../kit/apagado';
import { keepExitCode } from './exit-code';
import { PERFIS_DE_TESTE, PERSONAS, TEMPLATE_DATABASE } from './personas';
import { onDatabase } from './urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bootstrap superuser, on the `postgres` database: only to create databases. */
    pgAdminUrl: string;
    /** The owner role (migrations, seeds) and the app role (what the server connects as). */
    pgOwnerUrl: string;
    pgAppUrl: string;
  }
}

/** The personas who administer one thing only, each with a profile of that permission alone. */
async function seedGestores(db: Database['db']): Promise<void> {
  for (const [persona, { perfil, permissoes }] of Object.entries(PERFIS_DE_TESTE)) {
    const roleId = randomUUID();
    const userId = randomUUID();
    const { matricula, password } = PERSONAS[persona as keyof typeof PERFIS_DE_TESTE];
    await db.insert(roles).values({ id: roleId, name: perfil });
    await db
      .insert(rolePermissions)
      .values(permissoes.map((p) => ({ roleId, permissionId: PERMISSION_IDS[p] })));
    await db
      .insert(users)
      .values({ id: userId, matricula, name: perfil, passwordHash: await hashPassword(password) });
    await db.insert(userRoles).values({ userId, roleId });
  }
}

/**
 * One real PostgreSQL for the whole run, set up like the embedded one of `npm start` (owner and
 * app roles), with a migrated and seeded template database, owned by the owner role, that every
 * test file clones into a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepExitCode();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rip-test-pg-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const embedded = await startEmbedded(dataDir, port);

  const admin = connect(embedded.superuserUrl, { max: 1 });
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE} OWNER ${OWNER_ROLE}`);
  await admin.close();

  // As npm start does it: the owner migrates, grants the app role and seeds.
  const template = connect(onDatabase(embedded.ownerUrl, TEMPLATE_DATABASE), { max: 1 });
  const env = loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'true' });
  await prepareDatabase(template.db, env, { embedded: false, appRole: APP_ROLE });
  await template.db.insert(users).values({
    id: randomUUID(),
    matricula: PERSONAS.semAcesso.matricula,
    name: 'Usuário Sem Perfil',
    passwordHash: await hashPassword(PERSONAS.semAcesso.password),
  });
  await seedGestores(template.db);
  await template.close();
  await createConcurrentIndexes(onDatabase(embedded.ownerUrl, TEMPLATE_DATABASE), INDICES_DAS_EXCLUSOES);

  project.provide('pgAdminUrl', embedded.superuserUrl);
  project.provide('pgOwnerUrl', embedded.ownerUrl);
  project.provide('pgAppUrl', embedded.url);
  return async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
