/**
 * This installed app as a device (issue 39): an id and an ECDSA P-256 key pair made once, the
 * private half not extractable, kept in IndexedDB through logouts and expired sessions. The app's
 * camera signs each capture with it the moment it is taken, offline too, whoever is logged in (a
 * shift's phone has one key); the public half is registered with the server for each user's session
 * at login, and again before the outbox sends a signed capture if that failed: the server believes
 * a signature only for a user who registered the device before the file's upload began. Shared by
 * the page and the service worker (no window API but an optional localStorage).
 */
import {
  ALGORITMO_APARELHO,
  assinarCaptura,
  assinarRegistro,
  base64,
  CAPTURA_ASSINATURA_VERSAO,
  type CapturaAssinada,
  CHAVE_APARELHO,
} from '../../shared/captura-assinatura';
import type { MidiaInput } from '../../shared/schemas/vestigios';
import { APARELHO_STORAGE_KEY } from '../lib/request';
import { type AparelhoRecord, db, type OutboxRequest } from './db';
import { sendOperation } from './fila/send-operation';

/** Where versions before issue 39 kept the device's id (its pending counts are reported under it). */
const ID_ANTERIOR = 'rip-dispositivo';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The one id a device had before keeps being its id: one device, one id. Read once. */
function idAnterior(): string | null {
  const storage = (globalThis as { localStorage?: Storage }).localStorage;
  const id = storage?.getItem(ID_ANTERIOR) ?? null;
  storage?.removeItem(ID_ANTERIOR);
  return id && UUID.test(id) ? id : null;
}

async function criar(): Promise<AparelhoRecord> {
  const chaves = await crypto.subtle.generateKey(CHAVE_APARELHO, false, ['sign', 'verify']);
  const novo: AparelhoRecord = {
    id: idAnterior() ?? crypto.randomUUID(),
    chaves,
    registradoPara: null,
  };
  // The page and the service worker making it at once: the first stored is the device.
  return db.transaction('rw', db.aparelho, async () => {
    const existente = await db.aparelho.toCollection().first();
    if (existente) return existente;
    await db.aparelho.add(novo);
    return novo;
  });
}

let criando: Promise<AparelhoRecord> | null = null;

/** The page's requests name the device by this copy of its id (issue 43). */
function identificar(aparelho: AparelhoRecord): AparelhoRecord {
  (globalThis as { localStorage?: Storage }).localStorage?.setItem(APARELHO_STORAGE_KEY, aparelho.id);
  return aparelho;
}

/** This installed app's device, made the first time it is asked for. */
export async function aparelhoLocal(): Promise<AparelhoRecord> {
  const existente = await db.aparelho.toCollection().first();
  if (existente) return identificar(existente);
  criando ??= criar().finally(() => {
    criando = null;
  });
  return identificar(await criando);
}

export type CapturaAssinatura = NonNullable<MidiaInput['assinatura']>;

/**
 * The device's signature of a capture; null when this browser cannot sign (no WebCrypto outside a
 * secure context, storage refused): the capture is kept unsigned, and the server says so.
 */
export async function assinarNoAparelho(
  captura: Omit<CapturaAssinada, 'aparelhoId'>,
): Promise<CapturaAssinatura | null> {
  try {
    const { id, chaves } = await aparelhoLocal();
    const valor = await assinarCaptura(chaves.privateKey, { ...captura, aparelhoId: id });
    return { versao: CAPTURA_ASSINATURA_VERSAO, aparelho_id: id, valor };
  } catch (error) {
    console.error('Não foi possível assinar a captura com a chave do aparelho', error);
    return null;
  }
}

/** Why a registration stops what comes after it: no signal, or no session. */
export type RegistroParado = 'offline' | 'unauthorized' | null;

async function registrar(userId: string): Promise<RegistroParado> {
  const aparelho = await aparelhoLocal();
  if (aparelho.registradoPara === userId) return null;
  const chavePublica = base64(await crypto.subtle.exportKey('spki', aparelho.chaves.publicKey));
  // Signed for this user: the id and the public key alone would let anyone who read them join the phone.
  const prova = await assinarRegistro(aparelho.chaves.privateKey, aparelho.id, userId);
  const body = { id: aparelho.id, algoritmo: ALGORITMO_APARELHO, chave_publica: chavePublica, prova };
  const outcome = await sendOperation(
    { id: aparelho.id, op: 'registerAparelho', label: 'Registro do aparelho', input: { body } },
    undefined,
    userId,
  );
  if (outcome.kind === 'sent') {
    await db.aparelho.update(aparelho.id, { registradoPara: userId });
    return null;
  }
  if (outcome.kind === 'network') return 'offline';
  if (outcome.status === 401) return 'unauthorized';
  if (outcome.error.code === 'APARELHO_CHAVE_DIFERENTE') {
    // The id outlived its key (storage cleared in part): a new device, with a new id and key.
    await db.aparelho.clear();
    return registrar(userId);
  }
  return null;
}

let registrando: Promise<RegistroParado> | null = null;

/**
 * Registers the device's key for the user's session, unless done; one at a time. A failure of the
 * device itself (its storage, its WebCrypto) stops nothing: the captures then go unverified, which
 * the server says.
 */
export function registrarAparelho(userId: string): Promise<RegistroParado> {
  const anterior = registrando ?? Promise.resolve(null);
  const este = anterior.then(() =>
    registrar(userId).catch((error: unknown) => {
      console.error('Não foi possível registrar a chave do aparelho', error);
      return null;
    }),
  );
  registrando = este;
  return este;
}

/** A login opens a new session, which the device registers its key for (and binds itself to) again. */
export async function novaSessao(): Promise<void> {
  const aparelho = await aparelhoLocal();
  await db.aparelho.update(aparelho.id, { registradoPara: null });
}

/** An item carrying a capture this device signed: its files must not go before the key is registered. */
export function temCapturaAssinada(item: Pick<OutboxRequest, 'op' | 'input'>): boolean {
  if (item.op !== 'createVestigio') return false;
  // An item queued by an older version may carry another shape: only what it has is read.
  const midias: unknown = (item.input as { body?: { midias?: unknown } } | undefined)?.body?.midias;
  return Array.isArray(midias) && midias.some((midia) => Boolean((midia as MidiaInput | null)?.assinatura));
}
