import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'rip_session';

/** 256 random bits, sent to the browser once; the database keeps only its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
