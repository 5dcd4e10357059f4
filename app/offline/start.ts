import { notifications } from '@mantine/notifications';
import { onConexaoVoltou } from '../lib/conexao';
import { showNotice } from '../lib/notify';
import { readAgainWhatWasNotRead, refreshAfterWrite } from '../lib/query-client';
import { conexaoMedida, onConexaoMudou } from './envio/conexao-medida';
import { type OutboxNotice, onOutboxNotice, retryLater, syncNow, syncOnReconnect } from './fila/outbox';
import { SYNC_REQUEST_MESSAGE, SYNC_RESULT_MESSAGE, type SyncResult } from './fila/sync';

// Fixed ids: while one is on screen, the same toast for the next queued save is not stacked under it.
const OFFLINE_ID = 'rip-outbox-offline';
const OFFLINE_NOTICE = {
  color: 'yellow',
  title: 'Sem conexão com a Internet',
  message: 'Os dados foram salvos no aparelho e serão sincronizados quando a conexão voltar.',
} as const;
/** Saved on the device while the phone says it is online: a weak link or a server that did not answer. */
const UNANSWERED_NOTICE = {
  color: 'yellow',
  title: 'Dados salvos no aparelho',
  message: 'O servidor não respondeu; o envio será tentado de novo sozinho.',
} as const;
const LOCAL_FAILURE_ID = 'rip-outbox-local-failure';
const WIFI_ID = 'rip-outbox-wifi';
/** A file held back by the unit's limit (issue 43): saved, and how to send it anyway. */
const WIFI_NOTICE = {
  color: 'yellow',
  title: 'Aguardando Wi-Fi',
  message:
    'Arquivo grande salvo no aparelho: vai quando o celular estiver no Wi-Fi. Para enviar agora pelos dados móveis, abra a lista de sincronização.',
} as const;

/** 'Sem conexão' only while the phone has none: with signal, the waiting is said otherwise. */
function tellSavedOnDevice(): void {
  showNotice(navigator.onLine ? UNANSWERED_NOTICE : OFFLINE_NOTICE, OFFLINE_ID);
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The session layer handles 'unauthorized' itself (it subscribes with onOutboxNotice). */
function tell(notice: OutboxNotice): void {
  if (notice.type === 'queued') {
    tellSavedOnDevice();
    return;
  }
  if (notice.type === 'unauthorized') return;
  if (notice.type === 'wifi') {
    showNotice(WIFI_NOTICE, WIFI_ID);
    return;
  }
  if (notice.type === 'local-failure') {
    showNotice(
      {
        color: 'red',
        title: 'Erro ao salvar os dados!',
        message: 'Não foi possível guardar os dados neste aparelho.',
      },
      LOCAL_FAILURE_ID,
    );
    return;
  }
  const { status, sent, failed, conflicts } = notice.result;
  // What the toast said is over once something got through.
  if (sent > 0 || status === 'done') notifications.hide(OFFLINE_ID);
  if (sent > 0) {
    showNotice({
      color: 'teal',
      title: 'Dados sincronizados',
      message: `${plural(sent, 'item enviado', 'itens enviados')} ao servidor.`,
    });
  }
  if (failed > 0) {
    showNotice({
      color: 'red',
      title: 'Erro ao sincronizar',
      message: `${plural(failed, 'item não foi aceito', 'itens não foram aceitos')} pelo servidor. Veja a lista de sincronização.`,
    });
  }
  if (conflicts > 0) {
    showNotice({
      color: 'yellow',
      title: 'Conflito ao sincronizar',
      message: `${plural(conflicts, 'item esbarrou', 'itens esbarraram')} em alterações de outra pessoa. Abra a lista de sincronização para escolher o que fica.`,
    });
  }
  // A retry no one asked for repeats nothing: the header's badge counts what waits.
  if (status === 'offline' && !notice.automatic) {
    tellSavedOnDevice();
  } else if (status === 'error') {
    showNotice(
      { color: 'red', title: 'Erro ao salvar os dados!', message: 'O banco local não respondeu.' },
      LOCAL_FAILURE_ID,
    );
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
    window.addEventListener('online', () => {
      notifications.hide(OFFLINE_ID);
      void syncOnReconnect();
    });
    // A request answered after one that got none: the link is back though the browser never said
    // it was gone. What waits goes now, and screens showing the device's copy read the server.
    onConexaoVoltou(() => {
      notifications.hide(OFFLINE_ID);
      void syncOnReconnect();
      void readAgainWhatWasNotRead();
    });
    // On Wi-Fi again: what waited for it goes now, without the user asking.
    onConexaoMudou(() => {
      if (!conexaoMedida()) void syncOnReconnect();
    });
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
        const data = event.data as { type?: unknown; status?: SyncResult['status']; sent?: number } | null;
        if (data?.type === SYNC_REQUEST_MESSAGE) void syncNow({ automatic: true });
        if (data?.type !== SYNC_RESULT_MESSAGE) return;
        if (data.sent) void refreshAfterWrite();
        // The worker's failure is tried again by the page too, as its own would be.
        if (data.status === 'offline' || data.status === 'error') retryLater();
      });
    }
  }
  // A phone that knows it has no signal waits for the 'online' event: trying now would only repeat
  // "saved on the device" over a screen the user merely opened (the header's badge counts the queue).
  if (navigator.onLine) void syncNow({ automatic: true });
}
