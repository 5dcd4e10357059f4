import { count } from 'drizzle-orm';
import type { Env } from '../env';
import { type Db, migrateDatabase } from './client';
import { grantAppAccess } from './grants';
import { users } from './schema';
import { seedReferenceData } from './seed';
import { seedDemoData } from './seed-demo';

export type PreparedState = 'demo-created' | 'no-users' | 'ready';

/**
 * Brings a database up to date at start: migrations, the app role's grants, reference data, and
 * — only on an empty database outside production, by default only the embedded one — the demo
 * users. `db` is the owner's connection; `appRole` the role the app then connects as (none when
 * the app itself owns the tables).
 */
export async function prepareDatabase(
  db: Db,
  env: Env,
  options: { embedded: boolean; appRole?: string | null },
): Promise<PreparedState> {
  await migrateDatabase(db);
  if (options.appRole) await grantAppAccess(db, options.appRole);
  await seedReferenceData(db);
  const [row] = await db.select({ value: count() }).from(users);
  if ((row?.value ?? 0) > 0) return 'ready';
  const demo = env.NODE_ENV !== 'production' && (env.SEED_DEMO ?? options.embedded);
  if (!demo) return 'no-users';
  await seedDemoData(db);
  return 'demo-created';
}
