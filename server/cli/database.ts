import { connect, type Database } from '../db/client';
import { embeddedUrls, runningEmbeddedPort, startEmbedded } from '../db/embedded';
import { externalUrls, prepareAndConnect } from '../db/open-database';
import { describeStartFailure } from '../db/start-failure';
import { type Env, loadEnv } from '../env';

type Opened = { env: Env; database: Database; close(): Promise<void> };

/**
 * Opens the same database the server uses, as the app's role: DATABASE_URL, or the embedded
 * PostgreSQL of RIP_DATA_DIR — reusing it while the server runs, or starting it just for this
 * command. Migrations run as the owner whenever this command is the one that prepares it.
 */
async function open(): Promise<Opened> {
  const env = loadEnv();
  // A tool run before the first server start must not fill the database with demo users.
  const quiet = { ...env, SEED_DEMO: false };
  if (env.DATABASE_URL) {
    const { database } = await prepareAndConnect(quiet, externalUrls(env), { embedded: false, max: 2 });
    return { env, database, close: () => database.close() };
  }
  const port = await runningEmbeddedPort(env.dataDir);
  if (port !== null) {
    const database = connect((await embeddedUrls(env.dataDir, port)).url, { max: 2 });
    return { env, database, close: () => database.close() };
  }
  const embedded = await startEmbedded(env.dataDir, env.EMBEDDED_PG_PORT);
  try {
    const { database } = await prepareAndConnect(quiet, embedded, { embedded: true, max: 2 });
    return {
      env,
      database,
      close: async () => {
        await database.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

export async function openDatabase(): Promise<Opened> {
  try {
    return await open();
  } catch (error) {
    fail(`Não foi possível abrir o banco de dados: ${describeStartFailure(error, 'o comando')}`);
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
