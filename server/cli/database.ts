import { connect, type Database } from '../db/client';
import { embeddedUrl, runningEmbeddedPort, startEmbedded } from '../db/embedded';
import { prepareDatabase } from '../db/prepare';
import { type Env, loadEnv } from '../env';

/**
 * Opens the same database the server uses: DATABASE_URL, or the embedded PostgreSQL of
 * RIP_DATA_DIR — reusing it while the server runs, or starting it just for this command.
 */
export async function openDatabase(): Promise<{ env: Env; database: Database; close(): Promise<void> }> {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    const database = connect(env.DATABASE_URL, { max: 2 });
    await prepareDatabase(database.db, { ...env, SEED_DEMO: false }, { embedded: false });
    return { env, database, close: () => database.close() };
  }
  const port = await runningEmbeddedPort(env.dataDir);
  if (port !== null) {
    const database = connect(await embeddedUrl(env.dataDir, port), { max: 2 });
    return { env, database, close: () => database.close() };
  }
  const embedded = await startEmbedded(env.dataDir, env.EMBEDDED_PG_PORT);
  const database = connect(embedded.url, { max: 2 });
  // A tool run before the first server start must not fill the database with demo users.
  await prepareDatabase(database.db, { ...env, SEED_DEMO: false }, { embedded: true });
  return {
    env,
    database,
    close: async () => {
      await database.close();
      await embedded.stop();
    },
  };
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
