/** The one way the app shows a toast: successes, and failures read by `describeError`. */
import { notifications } from '@mantine/notifications';
import { describeError, type Notice } from './errors';

/** `autoClose` in milliseconds, for the notices the spec times (the cargos' 1.5 s). */
export function showNotice(notice: Notice, id?: string, autoClose?: number): void {
  // Several problems come one per line.
  notifications.show({
    ...notice,
    id,
    ...(autoClose ? { autoClose } : {}),
    withBorder: true,
    style: { whiteSpace: 'pre-line' },
    closeButtonProps: { 'aria-label': 'Fechar aviso' },
  });
}

export function showSuccess(message: string): void {
  showNotice({ message, color: 'teal' });
}

/** A failed call as a toast; nothing when another layer already tells (an expired session). */
export function showError(error: unknown, title?: string): void {
  const notice = describeError(error, title);
  if (notice) showNotice(notice);
}
