/**
 * When each session last made a request, as this server process saw it. Writing the database on
 * every request would cost a write per read; keeping it here makes idle time exact (the database
 * copy is refreshed once a minute and only matters across a restart).
 */
const seen = new Map<string, number>();
/** Beyond this many sessions, entries already past any idle limit are dropped. */
const PRUNE_ABOVE = 10_000;

export function lastActivity(sessionId: string): number {
  return seen.get(sessionId) ?? 0;
}

export function recordActivity(sessionId: string, at: number, idleMs: number): void {
  seen.set(sessionId, at);
  if (seen.size <= PRUNE_ABOVE) return;
  for (const [id, when] of seen) if (at - when > idleMs) seen.delete(id);
}

export function forgetActivity(sessionId: string): void {
  seen.delete(sessionId);
}
