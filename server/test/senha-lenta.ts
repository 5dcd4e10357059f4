/**
 * Gives a user a password hash as slow to check as argon2 is on a busy server (the same password,
 * argon2id with more passes: about a second here instead of 50 ms). A burst of requests then
 * all arrive while the first passwords are still being checked, which is where a count kept apart
 * from the check let dozens through (issue 39). Nothing is replaced in the server: the check reads
 * its cost from the hash.
 */
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { TestServer } from './harness';

const SLOW = { algorithm: 2, memoryCost: 19456, timeCost: 48, parallelism: 1 } as const;

export async function senhaLenta(server: Pick<TestServer, 'db'>, matricula: string, password: string) {
  const passwordHash = await hash(password, SLOW);
  await server.db.update(users).set({ passwordHash }).where(eq(users.matricula, matricula));
}
