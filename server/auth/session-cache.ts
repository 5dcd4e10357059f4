/**
 * What this server process knows of its sessions, so that a request does not cost database work
 * it can avoid. When each session last made a request (exact idle time; the database copy is only
 * refreshed once a minute, for restarts), and each session's row with its permissions, kept a few
 * seconds: whatever ends or changes a session here (logout, password change) forgets it at once,
 * and a change made elsewhere (another process) is seen after at most ROW_TTL_MS.
 */
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

const ROW_TTL_MS = 5_000;
/** Beyond this many sessions, entries already past any idle limit are dropped. */
const PRUNE_ABOVE = 10_000;

const seen = new Map<string, number>();
const rows = new Map<string, { row: SessionRow; at: number }>();

export function lastActivity(sessionId: string): number {
  return seen.get(sessionId) ?? 0;
}

export function recordActivity(sessionId: string, at: number, idleMs: number): void {
  seen.set(sessionId, at);
  if (seen.size <= PRUNE_ABOVE) return;
  for (const [id, when] of seen) if (at - when > idleMs) seen.delete(id);
}

export function cachedSessionRow(key: string, now: number): SessionRow | null {
  const entry = rows.get(key);
  return entry && now - entry.at < ROW_TTL_MS ? entry.row : null;
}

export function keepSessionRow(key: string, row: SessionRow, now: number): void {
  rows.set(key, { row, at: now });
  if (rows.size > PRUNE_ABOVE) {
    for (const [k, entry] of rows) if (now - entry.at >= ROW_TTL_MS) rows.delete(k);
  }
}

/** Forgets every session matching `which` (one session, or all of a user). */
export function forgetSessions(which: { sessionId?: string; userId?: string }): void {
  for (const [key, { row }] of rows) {
    if (row.sessionId === which.sessionId || row.userId === which.userId) {
      rows.delete(key);
      seen.delete(row.sessionId);
    }
  }
  if (which.sessionId) seen.delete(which.sessionId);
}
