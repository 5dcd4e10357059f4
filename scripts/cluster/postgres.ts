/**
 * A PostgreSQL server the app did not start itself: Debian's PostgreSQL 15 binaries, a cluster made
 * by initdb in the cluster's folder, and the README's two roles (the owner migrates; the app's
 * role is neither superuser nor owner), made by the superuser as a DBA would.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const PG_BIN = process.env.RIP_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Postgres {
  port: number;
  /** The app's role: DATABASE_URL. */
  appUrl: string;
  /** The owner: DATABASE_OWNER_URL, for migrations. */
  ownerUrl: string;
  superUrl: string;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root; then it runs as Debian's `postgres` user. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function run(command: string, args: string[], options: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} saiu com ${code}:\n${output}`)),
    );
  });
}

export async function startPostgres(dir: string, port: number): Promise<Postgres> {
  const user = runAs();
  const data = path.join(dir, 'postgres');
  const socketDir = path.join(dir, 'pg-socket');
  // The cluster's folder is made by root (0700): PostgreSQL's user must be able to enter it.
  chmodSync(dir, 0o711);
  for (const folder of [data, socketDir]) {
    mkdirSync(folder, { mode: 0o700 });
    if ('uid' in user) chownSync(folder, user.uid, user.gid);
  }
  const password = (bytes = 18) => randomBytes(bytes).toString('hex');
  const superPassword = password();
  const pwfile = path.join(socketDir, 'pwfile');
  writeFileSync(pwfile, superPassword, { mode: 0o600 });
  if ('uid' in user) chownSync(pwfile, user.uid, user.gid);
  await run(
    path.join(PG_BIN, 'initdb'),
    [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=scram-sha-256',
      `--pwfile=${pwfile}`,
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ],
    user,
  );
  await run(
    path.join(PG_BIN, 'pg_ctl'),
    [
      '-D',
      data,
      '-l',
      path.join(data, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${socketDir} -c max_connections=200`,
      'start',
    ],
    user,
  );
  const stop = () =>
    run(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], user).catch(() => undefined);

  const url = (role: string, secret: string, database: string) =>
    `postgres://${role}:${secret}@127.0.0.1:${port}/${database}`;
  const ownerPassword = password();
  const appPassword = password();
  const client = new pg.Client({ connectionString: url('postgres', superPassword, 'postgres') });
  try {
    await client.connect();
    // As README's "Com um PostgreSQL externo" has the DBA run it once.
    await client.query(`CREATE ROLE rip_owner LOGIN PASSWORD '${ownerPassword}'`);
    await client.query(`CREATE ROLE rip_app LOGIN PASSWORD '${appPassword}'`);
    await client.query('CREATE DATABASE rip OWNER rip_owner');
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await client.end();
  }
  return {
    port,
    appUrl: url('rip_app', appPassword, 'rip'),
    ownerUrl: url('rip_owner', ownerPassword, 'rip'),
    superUrl: url('postgres', superPassword, 'rip'),
    stop,
  };
}
