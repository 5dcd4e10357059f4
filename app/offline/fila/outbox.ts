/**
 * The one write path of the app: every mutation goes through `write`. Online it is sent at once;
 * when the network fails it waits in the IndexedDB outbox and is sent later by `syncNow`.
 */
import { SYNC_TAG } from '../../../shared/constants';
import { ApiError } from '../../lib/api';
import { LocalStoreError } from '../../lib/errors';
import { SESSION_MESSAGES } from '../../lib/login-errors';
import { registrarAparelho, temCapturaAssinada } from '../aparelho';
import { db, type OutboxError, type OutboxItem, type OutboxRequest, type OutboxUser } from '../db';
import { conexaoMedida } from '../envio/conexao-medida';
import { aguardaWifi, seguePendentes } from './aguarda-wifi';
import { filaDe } from './fila-do-usuario';
import { agendarNovaTentativa, novaTentativaAgendada, zerarNovaTentativa } from './nova-tentativa';
import { esperaPorRecusa, retidos } from './retidos';
import { NETWORK_ERROR, sendOperation } from './send-operation';
import { type SyncResult, syncOutbox } from './sync';

export type WriteResult<T> = { status: 'sent'; response: T } | { status: 'queued' };

/**
 * queued: the network failed and the operation waits on the device; unauthorized: the session is
 * gone (the queue is kept for after the next login); local-failure: IndexedDB refused it;
 * synced: a sync run ended; wifi: its files wait for Wi-Fi (issue 43).
 */
export type OutboxNotice =
  | { type: 'queued'; item: OutboxRequest }
  | { type: 'wifi'; item: OutboxRequest }
  | { type: 'unauthorized'; error?: OutboxError }
  | { type: 'local-failure'; error: unknown }
  | { type: 'synced'; result: SyncResult; automatic: boolean };

const listeners = new Set<(notice: OutboxNotice) => void>();

/** Subscribes to what the user should be told about; returns the unsubscribe function. */
export function onOutboxNotice(listener: (notice: OutboxNotice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(notice: OutboxNotice): void {
  for (const listener of listeners) listener(notice);
}

let currentUser: OutboxUser | null = null;

/**
 * The session layer calls this whenever its user becomes known, changes or is cleared (null).
 * New operations are tagged with this user, and only their items are sent: by this page, and by
 * the service worker, which has no session and reads the user stored here. Resolves once stored.
 */
/** Whose items this session may act on (item-do-autor.ts). */
export function outboxUserId(): string | undefined {
  return currentUser?.id;
}

export async function setOutboxUser(user: OutboxUser | null): Promise<void> {
  const previous = currentUser;
  currentUser = user && { id: user.id, matricula: user.matricula, wifiAcimaMb: user.wifiAcimaMb ?? null };
  // What waits after a logout is its author's, sent after their next login, not retried now.
  if (!currentUser) zerarNovaTentativa();
  try {
    await db.meta.put({ key: 'currentUser', user: currentUser });
  } catch (error) {
    // This page still tags and sends by the user in memory; only the service worker's copy is
    // stale, and a logout unregisters the worker.
    console.error('Não foi possível registrar o usuário da fila de sincronização', error);
  }
  // The app shell's start-up sync may have run before the session named its user; send what this
  // user left waiting now, and what a new Wi-Fi limit of the unit no longer holds back.
  if (currentUser && (currentUser.id !== previous?.id || currentUser.wifiAcimaMb !== previous.wifiAcimaMb))
    void syncNow({ automatic: true });
}

/**
 * Saves one mutation of the current user. Resolves `sent` with the server's answer (not validated
 * here: the save path reads it through the operation's schema) or `queued` when it waits on the
 * device; rejects with ApiError (status, code, message, issues) when the server refused it, with
 * LocalStoreError when it could be neither sent nor stored, and with an Error when no user is set.
 */
export async function write<T = unknown>(request: OutboxRequest): Promise<WriteResult<T>> {
  const user = currentUser;
  // Every screen that saves needs a session, so this is a wiring error, not a user's.
  if (!user) throw new Error('write() without a logged-in user: the session must call setOutboxUser first.');
  if (aguardaWifi(request, user.wifiAcimaMb, conexaoMedida()))
    return enqueue(request, user, { reason: 'wifi' });
  if (await hasPending(user, request)) return enqueue(request, user, { reason: 'waiting' });
  // A signed capture verifies only if the device's key was registered before its upload began.
  const registro = temCapturaAssinada(request) ? await registrarAparelho(user.id) : null;
  if (registro === 'offline') return enqueue(request, user, { reason: 'offline', lastError: NETWORK_ERROR });
  if (registro === 'unauthorized') {
    return enqueue(request, user, { reason: 'unauthorized', lastError: SEM_SESSAO });
  }
  const outcome = await sendOperation(request, undefined, user.id);
  if (outcome.kind === 'sent') return { status: 'sent', response: outcome.response as T };
  if (outcome.kind === 'network') {
    return enqueue(request, user, { reason: 'offline', lastError: NETWORK_ERROR });
  }
  if (outcome.status === 401) {
    // The session layer sends the user to the login screen, which would lose the form; keeping the
    // operation lets it go after the user's next login.
    return enqueue(request, user, { reason: 'unauthorized', lastError: outcome.error });
  }
  throw new ApiError(
    outcome.status,
    outcome.error.code,
    outcome.error.message,
    outcome.issues,
    outcome.error.conflito,
    outcome.error.exclusao,
  );
}

/**
 * Whether `request` must wait behind the user's own pending items (seguePendentes), or for a create
 * of theirs the server refused (retidos.ts). Other users' items are not sent in this session, so
 * none is overtaken.
 */
async function hasPending(user: OutboxUser, request: OutboxRequest): Promise<boolean> {
  try {
    const fila = await filaDe(user.id);
    if (fila.length === 0) return false;
    // What waits for a refused create does not make the user's other saves wait behind it.
    const presos = retidos(fila);
    const pendentes = fila.filter((item) => item.status === 'pending' && !presos.has(item.id));
    return (
      seguePendentes(request, pendentes, user.wifiAcimaMb, conexaoMedida()) || esperaPorRecusa(request, fila)
    );
  } catch {
    // An unreadable local database must not stop an online save; if the save then has to be
    // queued, enqueue reports the failure.
    return false;
  }
}

const SEM_SESSAO: OutboxError = { code: 'SESSION_EXPIRED', message: SESSION_MESSAGES.sessionExpired };

/**
 * Adds the item after every other; false when the same operation id is already kept (a double tap
 * on Salvar), which, like on the server, is the operation it repeats: nothing more is added.
 */
async function addItem(
  request: OutboxRequest,
  user: OutboxUser,
  state: Pick<OutboxItem, 'attempts' | 'lastError' | 'status'>,
): Promise<boolean> {
  try {
    await db.transaction('rw', db.outbox, async () => {
      const last = await db.outbox.orderBy('seq').last();
      await db.outbox.add({
        ...request,
        userId: user.id,
        matricula: user.matricula,
        seq: (last?.seq ?? 0) + 1,
        createdAt: Date.now(),
        ...state,
      });
    });
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConstraintError') return false;
    throw error;
  }
}

/**
 * Keeps a write refused when it was sent at once as a refused item, where its author reads why and
 * sends it again or discards it: a file the user captured is held by no form once its save
 * returns. Answers whether it was kept.
 */
export async function keepRefused(request: OutboxRequest, error: ApiError): Promise<boolean> {
  const user = currentUser;
  if (!user) return false;
  const lastError: OutboxError = { code: error.code, message: error.message };
  if (error.conflito) lastError.conflito = error.conflito;
  if (error.exclusao) lastError.exclusao = error.exclusao;
  try {
    await addItem(request, user, {
      attempts: 1,
      lastError,
      status: error.conflito || error.exclusao ? 'conflict' : 'failed',
    });
    return true;
  } catch (storeError) {
    notify({ type: 'local-failure', error: storeError });
    return false;
  }
}

/**
 * waiting: older items are still to be sent and this one must follow them (a record created offline
 * before its edit); wifi: its files wait for Wi-Fi; offline: the network failed for this very
 * request; unauthorized: the server answered 401.
 */
type EnqueueReason =
  | { reason: 'waiting' | 'wifi' }
  | { reason: 'offline' | 'unauthorized'; lastError: OutboxError };

async function enqueue(
  request: OutboxRequest,
  user: OutboxUser,
  why: EnqueueReason,
): Promise<WriteResult<never>> {
  const tried = why.reason === 'offline' || why.reason === 'unauthorized';
  try {
    const added = await addItem(request, user, {
      attempts: tried ? 1 : 0,
      lastError: tried ? why.lastError : null,
      status: 'pending',
    });
    if (!added) return { status: 'queued' };
  } catch (error) {
    notify({ type: 'local-failure', error });
    throw new LocalStoreError(error);
  }
  if (why.reason === 'offline') {
    notify({ type: 'queued', item: request });
    // The save's own send failed: tried again by itself like a run's, not only when a run is
    // started by something else.
    retryLater();
    await requestBackgroundSync();
  } else if (why.reason === 'unauthorized') {
    notify({ type: 'unauthorized', error: why.lastError });
  } else if (why.reason === 'wifi') {
    notify({ type: 'wifi', item: request });
  } else {
    void syncNow({ automatic: true });
  }
  return { status: 'queued' };
}

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker when the connection returns (Chromium only). */
async function requestBackgroundSync(): Promise<void> {
  const container = (globalThis as { navigator?: Navigator }).navigator?.serviceWorker;
  if (!container) return;
  try {
    const registration = await container.getRegistration();
    if (registration && 'sync' in registration) {
      await (registration as SyncCapableRegistration).sync.register(SYNC_TAG);
    }
  } catch (error) {
    // Only a shortcut: the 'online' event and the next app start send the queue anyway.
    console.warn('Background Sync indisponível', error);
  }
}

let reportedRun: Promise<SyncResult> | null = null;

/** A send failed for want of an answer: the next try comes by itself, unless one is already due. */
export function retryLater(): void {
  if (currentUser && !novaTentativaAgendada()) agendarNovaTentativa(() => void syncNow({ automatic: true }));
}

/**
 * After a run: while anything waits after one that could not finish (no signal, a weak link, a
 * server that did not answer), the next try comes by itself (nova-tentativa.ts).
 */
function scheduleRetry(result: SyncResult): void {
  if (result.status === 'done' || result.status === 'unauthorized') {
    zerarNovaTentativa();
    return;
  }
  agendarNovaTentativa(() => void syncNow({ automatic: true }));
}

/** The signal came back: the next failure retries soon again, not after the last long wait. */
export function syncOnReconnect(): Promise<SyncResult> {
  zerarNovaTentativa();
  return syncNow({ automatic: true });
}

/**
 * Sends every pending item of the current user now; the 'Sincronizar agora' action and every sync
 * trigger call it. `automatic`: no one asked, so a run that meets no signal says nothing.
 */
export function syncNow({ automatic = false }: { automatic?: boolean } = {}): Promise<SyncResult> {
  const run = syncOutbox(() => currentUser);
  // Callers that joined a run already going share its promise; tell the user about each run once.
  if (run !== reportedRun) {
    reportedRun = run;
    void run.then(async (result) => {
      scheduleRetry(result);
      if (result.status === 'offline') await requestBackgroundSync();
      if (result.status === 'unauthorized') notify({ type: 'unauthorized' });
      notify({ type: 'synced', result, automatic });
    });
  }
  return run;
}

/** Every item still on the device, of every user, in sending order. */
export function listOutbox(): Promise<OutboxItem[]> {
  return db.outbox.orderBy('seq').toArray();
}
