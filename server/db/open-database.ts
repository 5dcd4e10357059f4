import type { Env } from '../env';
import { connect, type Database } from './client';
import { currentRole, logProtectionGaps } from './grants';
import { type PreparedState, prepareDatabase } from './prepare';

const PREPARE_LOCK_KEY = 7_261_002_029;

/** The app's connection and the one migrations and seeds run on (the owner's). */
export interface DatabaseUrls {
  url: string;
  ownerUrl: string;
}

/** An external PostgreSQL: without DATABASE_OWNER_URL, the app's own role migrates. */
export function externalUrls(env: Env): DatabaseUrls {
  if (!env.DATABASE_URL) throw new Error('sem DATABASE_URL não há PostgreSQL externo');
  return { url: env.DATABASE_URL, ownerUrl: env.DATABASE_OWNER_URL ?? env.DATABASE_URL };
}

function protectionWarning(gaps: string[], separateOwner: boolean): string | null {
  const now = gaps.length > 0 ? ` (hoje: ${gaps.join('; ')})` : '';
  if (!separateOwner) {
    return (
      'DATABASE_OWNER_URL não definida: as migrações rodam com o papel de DATABASE_URL, e a proteção ' +
      'do log de auditoria (a tabela logs só aceita inserções) depende de esse papel não ser ' +
      `superusuário nem dono das tabelas${now}. Crie um papel dono e um do app como mostra o README ` +
      '(PostgreSQL externo) e defina DATABASE_OWNER_URL.'
    );
  }
  if (gaps.length === 0) return null;
  return (
    `o log de auditoria não está protegido: ${gaps.join('; ')}. O papel de DATABASE_URL não pode ser ` +
    'superusuário nem dono das tabelas (veja o README, PostgreSQL externo).'
  );
}

/**
 * Migrates and seeds as the owner, grants the app's role, and returns the app's connection with
 * a warning when its role could still rewrite the audit log.
 */
export async function prepareAndConnect(
  env: Env,
  urls: DatabaseUrls,
  options: { embedded: boolean; max?: number },
): Promise<{ database: Database; state: PreparedState; warning: string | null }> {
  const database = connect(urls.url, { max: options.max });
  // Nodes of a cluster start together: one prepares (migrations, grants) while the others wait
  // for it, then find nothing left to do. Without it two GRANTs raced ("tuple concurrently updated").
  const lock = connect(urls.ownerUrl, { max: 1 });
  try {
    await lock.pool.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    const separateOwner = urls.ownerUrl !== urls.url;
    let state: PreparedState;
    if (separateOwner) {
      const owner = connect(urls.ownerUrl, { max: 1 });
      try {
        const appRole = await currentRole(database.db);
        state = await prepareDatabase(owner.db, env, { embedded: options.embedded, appRole });
      } finally {
        await owner.close();
      }
    } else {
      state = await prepareDatabase(database.db, env, { embedded: options.embedded });
    }
    const warning = protectionWarning(await logProtectionGaps(database.db), separateOwner);
    return { database, state, warning };
  } catch (error) {
    await database.close();
    throw error;
  } finally {
    // Ending the session releases the lock.
    await lock.close();
  }
}
