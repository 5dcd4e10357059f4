/**
 * The sessions this node keeps in memory (issue 41), by token: the row, its user and the user's
 * permissions, as one query reads them. Every change that could make a kept row wrong — a session
 * ended or its lifetime changed, a user changed, disabled or given other profiles, a profile's
 * permissions or a permission's name changed — notifies every node from the writing transaction
 * (migration 0037), naming the session, the user, or everyone.
 */
import type { Avisos } from '../cluster/avisos';
import { type CacheAvisado, cacheAvisado } from '../cluster/cache-avisado';

/** A session as checked at each request. */
export interface SessionRow {
  sessionId: string;
  userId: string;
  matricula: string;
  name: string;
  active: boolean;
  mustChangePassword: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  permissions: string[];
}

/** Beyond this many, the session used longest ago is dropped here (and read again if it returns). */
const MAX_SESSIONS = 10_000;

export type SessionRows = CacheAvisado<SessionRow>;

export function sessionRows(avisos: Avisos): SessionRows {
  return cacheAvisado<SessionRow>(avisos, 'rip_sessoes', {
    max: MAX_SESSIONS,
    alvo: (payload) => {
      // A device marked lost or released (aparelhos-perdidos.ts): its sessions notify by themselves.
      if (payload.startsWith('a:')) return () => false;
      const id = payload.slice(2);
      if (payload.startsWith('s:')) return (row) => row.sessionId === id;
      if (payload.startsWith('u:')) return (row) => row.userId === id;
      return 'todos';
    },
  });
}
