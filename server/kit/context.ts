import type { Permission } from '../../shared/permissions';
import type { CasoAcesso } from '../../shared/schemas/casos';
import type { Db } from '../db/client';
import type { casos } from '../db/schema';
import type { Env } from '../env';

/** The logged-in user a request acts as, resolved from the session cookie. */
export interface Actor {
  id: string;
  matricula: string;
  name: string;
  sessionId: string;
  permissions: ReadonlySet<Permission>;
}

/** A case as the caller may read it: as a member, or read-only after a justification. */
export interface CasoLido {
  caso: typeof casos.$inferSelect;
  acesso: CasoAcesso;
  /** Bumped by every change to what the case records (see caso_revisoes). */
  revisao: number;
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
  /** The case a case-scoped operation names, as the scope check loaded it. */
  caso: CasoLido | null;
}

/** What a create answers: the record, and whether this call made it or repeated an earlier one. */
export interface Created<T> {
  value: T;
  created: boolean;
}

export function requireActor(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new Error('requireActor called on a route without a session');
  return ctx.actor;
}
