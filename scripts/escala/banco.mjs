// The owner role's (and the superuser's) connection to the embedded PostgreSQL of a data directory
// while the server runs it: the credentials file the server wrote and the port in postmaster.pid
// (its fourth line), as server/db/embedded.ts reads them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

async function urlOf(dataDir, papel) {
  const credentials = JSON.parse(await readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'));
  const port = Number(
    (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3],
  );
  const { user, password } = papel(credentials);
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/rip`;
}

export const ownerUrl = (dataDir) => urlOf(dataDir, (credentials) => credentials.owner);

/** The cluster's superuser, for what only it may do (a CHECKPOINT). */
export const superuserUrl = (dataDir) => urlOf(dataDir, (credentials) => credentials);
