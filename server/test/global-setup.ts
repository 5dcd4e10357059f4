import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../auth/password';
import { connect, migrateDatabase } from '../db/client';
import { startEmbedded } from '../db/embedded';
import { users } from '../db/schema';
import { seedReferenceData } from '../db/seed';
import { seedDemoData } from '../db/seed-demo';
import { PERSONAS, TEMPLATE_DATABASE } from './personas';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run, with a migrated and seeded template database that
 * every test file clones into a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rip-test-pg-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const embedded = await startEmbedded(dataDir, port);
  const adminUrl = embedded.url.replace(/\/rip$/, '/postgres');

  const admin = connect(adminUrl, { max: 1 });
  await admin.pool.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.close();

  const template = connect(embedded.url.replace(/\/rip$/, `/${TEMPLATE_DATABASE}`), { max: 1 });
  await migrateDatabase(template.db);
  await seedReferenceData(template.db);
  await seedDemoData(template.db);
  await template.db.insert(users).values({
    id: randomUUID(),
    matricula: PERSONAS.semAcesso.matricula,
    name: 'Usuário Sem Perfil',
    passwordHash: await hashPassword(PERSONAS.semAcesso.password),
  });
  await template.close();

  project.provide('pgAdminUrl', adminUrl);
  return async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
