import type { Permission } from '../../shared/permissions';
import type { Db } from '../db/client';
import type { Env } from '../env';

/** The logged-in user a request acts as, resolved from the session cookie. */
export interface Actor {
  id: string;
  matricula: string;
  name: string;
  sessionId: string;
  permissions: ReadonlySet<Permission>;
}

/** What every service call receives: the database, the settings, and who is acting from where. */
export interface ServiceContext {
  db: Db;
  env: Env;
  actor: Actor | null;
  ip: string;
  userAgent: string | null;
  /** The server's clock; tests move it to cross the 24-hour edit window. */
  now: () => Date;
}

export function requireActor(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('requireActor called on a route without a session');
  return ctx.actor;
}
