import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Login {
  user: string;
  password: string;
}

/**
 * The three roles of the embedded cluster. The top-level user and password are the bootstrap
 * superuser, as in the files written before the owner and app roles existed, so an old file still
 * reads; the other two are added to it on the first start that needs them.
 */
export interface EmbeddedCredentials extends Login {
  owner: Login;
  app: Login;
}

export const DATABASE_NAME = 'rip';
export const SUPERUSER_ROLE = 'rip';
export const OWNER_ROLE = 'rip_owner';
export const APP_ROLE = 'rip_app';

const newPassword = () => randomBytes(24).toString('base64url');

export function credentialsFile(dataDir: string): string {
  return path.join(dataDir, 'postgres-credentials.json');
}

/** Passwords are made once per data directory, so no shared default password exists. */
export async function embeddedCredentials(dataDir: string): Promise<EmbeddedCredentials> {
  const file = credentialsFile(dataDir);
  const stored: Partial<EmbeddedCredentials> = existsSync(file)
    ? JSON.parse(await readFile(file, 'utf8'))
    : {};
  const complete: EmbeddedCredentials = {
    user: stored.user ?? SUPERUSER_ROLE,
    password: stored.password ?? newPassword(),
    owner: stored.owner ?? { user: OWNER_ROLE, password: newPassword() },
    app: stored.app ?? { user: APP_ROLE, password: newPassword() },
  };
  if (!stored.password || !stored.owner || !stored.app) {
    // Written beside and renamed over, so a crash mid-write never leaves a file without the
    // superuser's password (the cluster could not be opened again).
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(complete), { mode: 0o600 });
    await rename(partial, file);
  }
  return complete;
}

export function loginUrl(
  login: Login,
  port: number,
  database = DATABASE_NAME,
  socketDir: string | null = null,
): string {
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return `postgres://${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@${host}:${port}/${database}`;
}
