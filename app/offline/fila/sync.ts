/**
 * Running the outbox: each user's pending items sent in order of their dependencies, under one lock
 * shared by the page and the service worker (which imports it with the WebWorker lib), so it
 * touches no window or document API.
 */
import { ENDPOINTS } from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import { registrarAparelho, temCapturaAssinada } from '../aparelho';
import { db, type OutboxItem, type OutboxUser } from '../db';
import { conexaoMedida } from '../envio/conexao-medida';
import { reportSending } from '../envio/upload-progress';
import { aguardaWifi, enviaveisAgora } from './aguarda-wifi';
import { enviarJuntos, type Parada } from './envio-paralelo';
import { filaDe } from './fila-do-usuario';
import { passosDe } from './passos';
import { Retencao, retidos } from './retidos';
import {
  enviosInterrompidos,
  NETWORK_ERROR,
  retomarEnvios,
  runtimeNavigator,
  sendOperation,
  sendUploads,
  sinalDeInterrupcao,
} from './send-operation';
import { rememberSent } from './sent';

/** What the service worker posts to open pages when Background Sync fires. */
export const SYNC_REQUEST_MESSAGE = 'rip-outbox-sync';

/**
 * What it posts to every open page once its own run ended (`status`, `sent`): the pages read the
 * server again after something went, and try again by themselves after a failure (issue 40).
 */
export const SYNC_RESULT_MESSAGE = 'rip-outbox-sync-result';

export interface SyncResult {
  /**
   * done: nothing of the current user is pending but what waits for Wi-Fi (failed items and other
   * users' items may remain; with no user logged in nothing is sent); offline: a network failure
   * stopped the run; unauthorized: the session is gone and the user must log in again; error: the
   * local database could not be read or written; busy: asked not to wait, and another context is
   * sending now.
   */
  status: 'done' | 'offline' | 'unauthorized' | 'error' | 'busy';
  sent: number;
  failed: number;
  /** Items a colleague's newer value of the same field stopped: not refusals, their author chooses. */
  conflicts: number;
}

/**
 * Where a context learns whose items it may send. The page knows its session user; the service
 * worker has no session and reads the user the page last stored (null after a logout).
 */
export type CurrentUserSource = () => OutboxUser | null | Promise<OutboxUser | null>;

async function storedCurrentUser(): Promise<OutboxUser | null> {
  return (await db.meta.get('currentUser'))?.user ?? null;
}

/** How many items go out at once: enough to hide a request's round trip, few for a phone's link. */
const PARALLEL = 4;

/**
 * The item with the time it was saved on the device in the field its list is ordered by (the
 * endpoint's `ordenaPor`): the server places it there, however late or out of turn it arrives,
 * which is what lets dependencias.ts send such creates together. The same time the screens show it
 * with while it waits.
 */
function comMomento(item: OutboxItem): OutboxItem {
  const campo = (ENDPOINTS as Record<string, Endpoint | undefined>)[item.op]?.ordenaPor;
  const input = item.input as { body?: Record<string, unknown> };
  if (!campo || !input.body || input.body[campo] !== undefined) return item;
  const body = { ...input.body, [campo]: new Date(item.createdAt).toISOString() };
  return { ...item, input: { ...input, body } } as OutboxItem;
}

/** What one run keeps between its steps. */
interface Rodada {
  totals: { sent: number; failed: number; conflicts: number };
  /** Media ids sent whole in this run: the item's own step does not ask the server about them again. */
  whole: Set<string>;
  /** Sent items still to leave the outbox; whether a batch is gathering them; every batch's deletion. */
  aApagar: string[];
  juntando: boolean;
  apagando: Promise<void> | null;
  /** The creates refused in this run, and what waits for them (retidos.ts). */
  retencao: Retencao;
}

/** How long sent items wait to leave the outbox together. */
const JUNTAR_MS = 200;

/**
 * Sent items leave the outbox a few at a time, in one transaction: each deletion wakes every live
 * query of the screens, which read the outbox again and draw again. Until then the item is shown as
 * sent (rememberSent); if the page dies first, it is sent again, which the server answers as the
 * first time (creates are idempotent). `apagando` covers every batch until its deletion is done, so
 * the run never reads the queue again while sent items are still in it.
 */
function apagar(rodada: Rodada, id: string): void {
  rodada.aApagar.push(id);
  if (rodada.juntando) return;
  rodada.juntando = true;
  const lote = new Promise((resolve) => setTimeout(resolve, JUNTAR_MS)).then(() => {
    rodada.juntando = false;
    return db.outbox.bulkDelete(rodada.aApagar.splice(0));
  });
  rodada.apagando = Promise.all([rodada.apagando, lote]).then(() => undefined);
  // Awaited, and any failure reported, when the run ends (apagados).
  rodada.apagando.catch(() => {});
}

/** Resolves once every sent item of the run has left the outbox. */
async function apagados(rodada: Rodada): Promise<void> {
  let visto: Promise<void> | null | undefined;
  while (rodada.apagando !== visto) {
    visto = rodada.apagando;
    await visto;
  }
}

/**
 * Sends an item's files ahead of the item (passos.ts). Only a lost connection or session stops the
 * run here; a refused file is left for the item's own step, which sends it again and records the
 * refusal on the item.
 */
async function sendFiles(item: OutboxItem, rodada: Rodada): Promise<Parada | null> {
  const outcome = await sendUploads(item, rodada.whole, item.userId);
  if (outcome?.kind === 'network') return 'offline';
  return outcome?.kind === 'rejected' && outcome.status === 401 ? 'unauthorized' : null;
}

/** Sends one item and records what became of it; null, or why nothing more should start. */
async function sendItem(item: OutboxItem, rodada: Rodada): Promise<Parada | null> {
  const { totals } = rodada;
  const outcome = await sendOperation(comMomento(item), rodada.whole, item.userId);
  const attempts = item.attempts + 1;
  if (outcome.kind === 'sent') {
    rememberSent(item);
    apagar(rodada, item.id);
    totals.sent += 1;
    return null;
  }
  if (outcome.kind === 'network') {
    await db.outbox.update(item.id, { attempts, lastError: NETWORK_ERROR });
    return 'offline';
  }
  if (outcome.status === 401) {
    // Kept as pending: an expired session must never cost the user work saved on the device.
    await db.outbox.update(item.id, { attempts, lastError: outcome.error });
    return 'unauthorized';
  }
  // A colleague's newer value of the same field, or a change since the deleter saw the record, is
  // not a refusal: the item waits for its author's choice.
  const status = outcome.error.conflito || outcome.error.exclusao ? 'conflict' : 'failed';
  await db.outbox.update(item.id, { status, attempts, lastError: outcome.error });
  rodada.retencao.recusado(item);
  if (status === 'conflict') totals.conflicts += 1;
  else totals.failed += 1;
  return null;
}

/**
 * Sends a snapshot of one user's queue, up to PARALLEL steps at once, each item after every earlier
 * item it depends on (dependencias.ts): a record's create precedes its edits, a case's lists keep
 * their order; an item's files go ahead of it (passos.ts). A network failure or a 401 starts
 * nothing more.
 */
async function sendQueue(
  fila: OutboxItem[],
  currentUser: CurrentUserSource,
  totals: { sent: number; failed: number; conflicts: number },
): Promise<Parada> {
  const { passos, waitsFor } = passosDe(fila);
  const rodada: Rodada = {
    totals,
    whole: new Set(),
    aApagar: [],
    juntando: false,
    apagando: null,
    retencao: new Retencao(),
  };
  try {
    return await enviarJuntos({
      itens: passos,
      waitsFor,
      parallel: PARALLEL,
      // Asked before every step: a logout, or another officer's login, during the run must stop it
      // before one more of the previous user's items goes out under the new session.
      antesDe: async ({ item }) => {
        const user = await currentUser();
        if (user?.id !== item.userId) return 'done';
        // The link turned metered during the run (the drain's next look leaves this item waiting),
        // or the item is held for its author's check.
        if (item.aConferir || aguardaWifi(item, user.wifiAcimaMb, conexaoMedida())) return 'done';
        if (rodada.retencao.retem(item)) return 'pular';
        return runtimeNavigator()?.onLine === false || enviosInterrompidos() ? 'offline' : null;
      },
      enviar: ({ item, arquivos }) => (arquivos ? sendFiles(item, rodada) : sendItem(item, rodada)),
      aCaminho: (passo) => reportSending(passo?.item.id ?? null),
    });
  } finally {
    // The queue is read again after the run: nothing sent may still be there.
    await apagados(rodada);
  }
}

/**
 * Sends the current user's pending items, oldest first, until none is left or one cannot go. The
 * session cookie says who sends, so other users' items are left alone.
 */
async function drain(
  currentUser: CurrentUserSource,
  totals: { sent: number; failed: number; conflicts: number },
): Promise<SyncResult['status']> {
  for (;;) {
    const user = await currentUser();
    if (!user) return 'done';
    // What waits for Wi-Fi stays queued; the connection's change starts the run that sends it.
    const doUsuario = await filaDe(user.id);
    const presos = retidos(doUsuario);
    const fila = enviaveisAgora(
      doUsuario.filter((item) => item.status === 'pending' && !presos.has(item.id)),
      user.wifiAcimaMb,
      conexaoMedida(),
    );
    if (fila.length === 0) return 'done';
    // A signed capture verifies only if the device's key was registered before its upload began.
    if (fila.some(temCapturaAssinada)) {
      const parado = await registrarAparelho(user.id);
      if (parado) return parado;
    }
    const status = await sendQueue(fila, currentUser, totals);
    if (status !== 'done') return status;
    // Stopped for another user: their own items are looked up next.
  }
}

const LOCK_NAME = 'rip-outbox-sync';

/**
 * navigator.locks serialises runs across tabs and the service worker, so an item is never in flight
 * twice; where it is missing, the in-memory `running` promise in syncOutbox does it for this context.
 * Without `wait`, a run another context holds is not waited for: 'busy'.
 */
function withLock(task: () => Promise<SyncResult['status']>, wait: boolean): Promise<SyncResult['status']> {
  const locks = runtimeNavigator()?.locks;
  if (!locks) return task();
  if (!wait) return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? task() : 'busy'));
  // An interrupted context stops waiting too: its wait would hold its worker's event as long.
  return locks.request(LOCK_NAME, { signal: sinalDeInterrupcao() }, task).catch((error: unknown) => {
    if (enviosInterrompidos()) return 'offline';
    throw error;
  });
}

let running: Promise<SyncResult> | null = null;
let runAgain = false;

/**
 * Sends every pending item of the current user; by default (the service worker) the user stored by
 * the page. A call made while a run is going joins it, and makes it look once more for items added
 * after it read the queue for the last time. `wait: false`: when another context (a page) is
 * sending, resolve 'busy' at once instead of queueing behind its run.
 */
export function syncOutbox(
  currentUser: CurrentUserSource = storedCurrentUser,
  { wait = true }: { wait?: boolean } = {},
): Promise<SyncResult> {
  if (running) {
    runAgain = true;
    return running;
  }
  running = runUntilSettled(currentUser, wait);
  return running;
}

async function runUntilSettled(currentUser: CurrentUserSource, wait: boolean): Promise<SyncResult> {
  const totals = { sent: 0, failed: 0, conflicts: 0 };
  let status: SyncResult['status'];
  retomarEnvios();
  try {
    do {
      runAgain = false;
      status = await withLock(() => drain(currentUser, totals), wait);
    } while (runAgain && status === 'done');
  } catch (error) {
    console.error('Falha no banco local durante a sincronização', error);
    status = 'error';
  }
  // Cleared in the same turn as the last look at runAgain, so no caller can join a finished run.
  running = null;
  return { status, ...totals };
}
