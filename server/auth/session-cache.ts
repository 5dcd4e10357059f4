/**
 * When each session last made a request of the officer through this node (the app's own polls do
 * not count, Endpoint.atividade): the exact idle time, without a database write per request (the
 * database copy, last_seen_at, is refreshed once a minute, for restarts and for the other nodes).
 */

/** Beyond this many sessions, entries already past any idle limit are dropped. */
const PRUNE_ABOVE = 10_000;

const seen = new Map<string, number>();

export function lastActivity(sessionId: string): number {
  return seen.get(sessionId) ?? 0;
}

export function recordActivity(sessionId: string, at: number, idleMs: number): void {
  seen.set(sessionId, at);
  if (seen.size <= PRUNE_ABOVE) return;
  for (const [id, when] of seen) if (at - when > idleMs) seen.delete(id);
}

/** A session that ended: its activity is no longer worth keeping. */
export function forgetActivity(sessionId: string): void {
  seen.delete(sessionId);
}
