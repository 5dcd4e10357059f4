import { notifications } from '@mantine/notifications';
import { type OutboxNotice, onOutboxNotice, syncNow } from './outbox';
import { SYNC_REQUEST_MESSAGE } from './sync';

// Fixed ids: while one is on screen, the same toast for the next queued save is not stacked under it.
const OFFLINE_NOTICE = {
  id: 'rip-outbox-offline',
  color: 'yellow',
  title: 'Sem conexão com a Internet',
  message: 'Os dados foram salvos no aparelho e serão sincronizados quando a conexão voltar.',
} as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The session layer handles 'unauthorized' itself (it subscribes with onOutboxNotice). */
function tell(notice: OutboxNotice): void {
  if (notice.type === 'queued') {
    notifications.show({ ...OFFLINE_NOTICE, withBorder: true });
    return;
  }
  if (notice.type === 'unauthorized') return;
  if (notice.type === 'local-failure') {
    notifications.show({
      id: 'rip-outbox-local-failure',
      color: 'red',
      title: 'Erro ao salvar os dados!',
      message: 'Não foi possível guardar os dados neste aparelho.',
      withBorder: true,
    });
    return;
  }
  const { status, sent, failed } = notice.result;
  if (sent > 0) {
    notifications.show({
      color: 'teal',
      title: 'Dados sincronizados',
      message: `${plural(sent, 'item enviado', 'itens enviados')} ao servidor.`,
      withBorder: true,
    });
  }
  if (failed > 0) {
    notifications.show({
      color: 'red',
      title: 'Erro ao sincronizar',
      message: `${plural(failed, 'item não foi aceito', 'itens não foram aceitos')} pelo servidor. Veja a lista de sincronização.`,
      withBorder: true,
    });
  }
  if (status === 'offline') {
    notifications.show({ ...OFFLINE_NOTICE, withBorder: true });
  } else if (status === 'error') {
    notifications.show({
      id: 'rip-outbox-local-failure',
      color: 'red',
      title: 'Erro ao salvar os dados!',
      message: 'O banco local não respondeu.',
      withBorder: true,
    });
  }
}

let started = false;

/**
 * Call whenever a session begins (the app shell mounts after login or on app start with a
 * session). Sends what is waiting now — including work kept through an expired session — and
 * installs, once, the triggers that send again when the connection returns or the service worker
 * relays a Background Sync; shows the outbox's toasts (needs Mantine's <Notifications /> mounted).
 */
export function startOutboxSync(): void {
  if (!started) {
    started = true;
    onOutboxNotice(tell);
    window.addEventListener('online', () => void syncNow());
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
        const data = event.data as { type?: unknown } | null;
        if (data?.type === SYNC_REQUEST_MESSAGE) void syncNow();
      });
    }
  }
  void syncNow();
}
