/**
 * Every open form's "write my draft now", so that whatever is about to reload or leave the page (a
 * new version, a chunk reload) first keeps what was typed in the last instant. No imports: the
 * service worker control loads this on the login screen.
 */
const flushers = new Set<() => Promise<void>>();

/** Called by useDraft while its form is open; returns the function that removes it. */
export function registerDraftFlush(flush: () => Promise<void>): () => void {
  flushers.add(flush);
  return () => flushers.delete(flush);
}

/** Resolves once every open form's draft is written (a failed write is already logged by its form). */
export async function flushDrafts(): Promise<void> {
  await Promise.allSettled([...flushers].map((flush) => flush()));
}

/** What is typed is written first: a reload must not cost a keystroke. */
export async function reloadKeepingDrafts(): Promise<void> {
  await flushDrafts();
  window.location.reload();
}
