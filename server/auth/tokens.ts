import { hash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';

export const SESSION_COOKIE = 'rip_session';

/**
 * The session cookie's attributes, the same when it is set and when it is cleared: a browser
 * replaces (and so removes) only the cookie a Set-Cookie names with the same path, and a clearing
 * header weaker than the setting one (no Secure, no SameSite) is one a strict client may refuse.
 */
export function sessionCookieOptions(request: FastifyRequest, env: Env) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: env.COOKIE_SECURE ?? request.protocol === 'https',
    path: '/rip-app/',
  } as const;
}

/** 256 random bits, sent to the browser once; the database keeps only its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return hash('sha256', token, 'buffer');
}
