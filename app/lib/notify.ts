/**
 * The one way the app shows a toast (a failed call: notify-error.ts). Loaded with the login screen,
 * so it does not import the app's error messages.
 */
import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import type { Notice } from './errors';

/** More than two toasts cover the screen being filled in; the newest always shows. */
export const MAX_TOASTS = 2;

/** How tall the bottom toasts' band is: a field focused inside it sends the toasts to the top. */
const BOTTOM_BAND_PX = 180;

const typing = (element: Element | null): element is Element =>
  element?.matches('input, textarea, select, [contenteditable="true"]') ?? false;

/**
 * Toasts rise from the bottom, away from the selected case's banner and the fields at the top of a
 * form; while the officer types in a field low on the screen they come down from the top instead.
 */
function positionFor(focused: Element | null): NotificationData['position'] {
  if (!typing(focused)) return 'bottom-center';
  return focused.getBoundingClientRect().bottom > window.innerHeight - BOTTOM_BAND_PX
    ? 'top-center'
    : 'bottom-center';
}

/** A field focused after the toasts appeared: those on the other side of the screen move away. */
export function keepToastsOffField(focused: Element | null): void {
  if (!typing(focused)) return;
  const position = positionFor(focused);
  for (const toast of notificationsStore.getState().notifications) {
    if (toast.id && toast.position !== position) notifications.update({ ...toast, position });
  }
}

/**
 * `id` names a toast that is shown once however often it is asked for (without one, the same text
 * is the same toast: three quick saves show one 'salvo com sucesso'). `autoClose` in milliseconds,
 * for the notices the spec times (the cargos' 1.5 s).
 */
export function showNotice(notice: Notice, id?: string, autoClose?: number): void {
  const key = id ?? `${notice.color}|${notice.title ?? ''}|${notice.message}`;
  const { notifications: shown, queue } = notificationsStore.getState();
  if ([...shown, ...queue].some((toast) => toast.id === key)) return;
  // The oldest make room, so toasts never pile up nor wait in a queue to be shown late.
  for (const toast of shown.slice(0, Math.max(0, shown.length - MAX_TOASTS + 1))) {
    if (toast.id) notifications.hide(toast.id);
  }
  notifications.show({
    ...notice,
    id: key,
    position: positionFor(document.activeElement),
    ...(autoClose ? { autoClose } : {}),
    withBorder: true,
    // Several problems come one per line.
    style: { whiteSpace: 'pre-line' },
    closeButtonProps: { 'aria-label': 'Fechar aviso' },
  });
}

export function showSuccess(message: string): void {
  showNotice({ message, color: 'teal' });
}

/** Every toast gone at once: what they said no longer holds (a device told it is lost, issue 43). */
export function hideNotices(): void {
  notifications.clean();
}
