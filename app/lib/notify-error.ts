/**
 * A failed call as a toast, read by `describeError`: apart from notify.ts, so the login screen,
 * which shows toasts but reads its own failures (login-errors.ts), does not load every message.
 */
import { describeError } from './errors';
import { showNotice } from './notify';

/** Nothing when another layer already tells (an expired session). */
export function showError(error: unknown, title?: string, blocked?: string): void {
  const notice = describeError(error, title, blocked);
  if (notice) showNotice(notice);
}
