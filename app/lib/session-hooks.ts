import type { SessionUser } from '../../shared/schemas/auth';

/**
 * What the device does when the session changes, beyond the session itself: the offline layer
 * (app/offline/session-hooks.ts) gives the outbox its user, forgets the reads and the files kept
 * for offline use, and makes sure the app opens offline. Registered at start-up (main.tsx) so that
 * app/lib, which app/offline builds on, does not import it back.
 */
export interface SessionHooks {
  /** Queued work belongs to the user who made it and is sent only in their session. */
  userChanged(user: SessionUser | null): Promise<void>;
  /** Copies of server answers kept for offline use belong to the user who read them. */
  forgetReads(): Promise<void>;
  /** Logout and an expired session: the files kept for offline use, not the app itself. */
  deletePersonalCaches(): Promise<void>;
  /** After a login the app must open offline whatever happened before. */
  ensureOfflineReady(): Promise<void>;
  /** A login opened a new session: the device registers its key for it (issue 39). */
  newSession(): Promise<void>;
  /**
   * A device marked lost (issue 43): unsaved forms go with the reads they were filled from, and the
   * outbox waits for its author's check.
   */
  aparelhoPerdido(): Promise<void>;
}

const NONE: SessionHooks = {
  userChanged: async () => undefined,
  forgetReads: async () => undefined,
  deletePersonalCaches: async () => undefined,
  ensureOfflineReady: async () => undefined,
  newSession: async () => undefined,
  aparelhoPerdido: async () => undefined,
};

let hooks: SessionHooks = NONE;

export function setSessionHooks(next: SessionHooks): void {
  hooks = next;
}

export function sessionHooks(): SessionHooks {
  return hooks;
}
