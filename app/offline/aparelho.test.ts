import 'fake-indexeddb/auto';
import { createPublicKey, verify } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { payloadDaCaptura, payloadDoRegistro } from '../../shared/captura-assinatura';
import {
  aparelhoLocal,
  assinarNoAparelho,
  novaSessao,
  registrarAparelho,
  temCapturaAssinada,
} from './aparelho';
import { db, type OutboxItem } from './db';
import { configureOutbox } from './fila/send-operation';
import { syncOutbox } from './fila/sync';

const USER = '11111111-1111-4111-8111-111111111111';
const OUTRO = '22222222-2222-4222-8222-222222222222';

/** The API's answers to POST /aparelhos, in turn; every body the device sent. */
let respostas: { status: number; body: unknown }[] = [];
let enviados: { id: string; chave_publica: string; prova: string }[] = [];
let urls: string[] = [];

beforeEach(async () => {
  await db.aparelho.clear();
  respostas = [];
  enviados = [];
  urls = [];
  configureOutbox({
    baseUrl: 'http://api.test/rip-app/api',
    fetch: async (url, init) => {
      urls.push(String(url));
      enviados.push(JSON.parse(String(init?.body)));
      const { status, body } = respostas.shift() ?? { status: 201, body: {} };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
});

/** The page's localStorage (the service worker has none, and Node neither). */
const guardado = new Map<string, string>();
const localStorage = {
  getItem: (chave: string) => guardado.get(chave) ?? null,
  setItem: (chave: string, valor: string) => guardado.set(chave, valor),
  removeItem: (chave: string) => guardado.delete(chave),
};
beforeEach(() => vi.stubGlobal('localStorage', localStorage));
afterEach(() => {
  guardado.clear();
  vi.unstubAllGlobals();
});

const captura = {
  casoId: '4a1f0c2d-7e3b-4d5a-8c6f-1b2e3d4c5a6b',
  midiaId: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  sha256: 'a'.repeat(64),
  capturadaEm: '2026-11-20T02:30:00.000Z',
  latitude: -7.115,
  longitude: -34.863,
  precisaoM: 8,
};

describe('the device key', () => {
  it('is made once, its private half not extractable, and signs what the server checks', async () => {
    const aparelho = await aparelhoLocal();
    expect((await aparelhoLocal()).id).toBe(aparelho.id);
    expect(await db.aparelho.count()).toBe(1);
    expect(aparelho.chaves.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', aparelho.chaves.privateKey)).rejects.toThrow();

    const assinatura = await assinarNoAparelho(captura);
    expect(assinatura).toMatchObject({ versao: 1, aparelho_id: aparelho.id });
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', aparelho.chaves.publicKey));
    const chave = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    const payload = Buffer.from(payloadDaCaptura({ ...captura, aparelhoId: aparelho.id }));
    const bytes = Buffer.from(assinatura?.valor ?? '', 'base64');
    expect(verify('sha256', payload, { key: chave, dsaEncoding: 'ieee-p1363' }, bytes)).toBe(true);
  });

  it('keeps the id the device reported its pending counts under', async () => {
    localStorage.setItem('rip-dispositivo', '0b6f3c1e-5d7a-4c1b-9a39-2f0d3e6a7b81');
    expect((await aparelhoLocal()).id).toBe('0b6f3c1e-5d7a-4c1b-9a39-2f0d3e6a7b81');
    expect(localStorage.getItem('rip-dispositivo')).toBeNull();
  });
});

describe('registrarAparelho', () => {
  it('registers once per session, again after a login, and for each user who logs in on it', async () => {
    const aparelho = await aparelhoLocal();
    expect(await registrarAparelho(USER)).toBeNull();
    expect(await registrarAparelho(USER)).toBeNull();
    expect(enviados.map((e) => e.id)).toEqual([aparelho.id]);

    await novaSessao();
    await registrarAparelho(USER);
    expect(enviados).toHaveLength(2);

    // Another officer on the same phone: the same device and key, registered for them too.
    await novaSessao();
    expect(await registrarAparelho(OUTRO)).toBeNull();
    await registrarAparelho(OUTRO);
    expect(enviados).toHaveLength(3);
    expect(new Set(enviados.map((e) => `${e.id} ${e.chave_publica}`)).size).toBe(1);
    expect((await aparelhoLocal()).registradoPara).toBe(OUTRO);
    // Each registration carries the key's signature for its own user, as the server checks it.
    const chave = createPublicKey({
      key: Buffer.from(enviados[0]?.chave_publica ?? '', 'base64'),
      format: 'der',
      type: 'spki',
    });
    const confere = (enviado: (typeof enviados)[number], usuario: string) =>
      verify(
        'sha256',
        Buffer.from(payloadDoRegistro(enviado.id, usuario)),
        { key: chave, dsaEncoding: 'ieee-p1363' },
        Buffer.from(enviado.prova, 'base64'),
      );
    expect(enviados.map((e, i) => confere(e, i < 2 ? USER : OUTRO))).toEqual([true, true, true]);
    expect(confere(enviados[2] as (typeof enviados)[number], USER)).toBe(false);
  });

  it('stops the sync without signal or session, and tries again next time', async () => {
    respostas = [
      { status: 503, body: {} },
      { status: 401, body: { code: 'SESSION_EXPIRED', message: 'expirou' } },
    ];
    expect(await registrarAparelho(USER)).toBe('offline');
    expect(await registrarAparelho(USER)).toBe('unauthorized');
    expect(await registrarAparelho(USER)).toBeNull();
    expect(enviados).toHaveLength(3);
  });

  it('becomes a new device when its id is on the server with another key', async () => {
    const antes = await aparelhoLocal();
    respostas = [{ status: 409, body: { code: 'APARELHO_CHAVE_DIFERENTE', message: 'outra chave' } }];
    expect(await registrarAparelho(USER)).toBeNull();
    const depois = await aparelhoLocal();
    expect(depois.id).not.toBe(antes.id);
    expect(enviados.map((e) => e.id)).toEqual([antes.id, depois.id]);
    expect(depois.registradoPara).toBe(USER);
  });
});

it('sends a signed capture only after the device registered its key', async () => {
  const casoId = captura.casoId;
  const item: OutboxItem = {
    id: crypto.randomUUID(),
    op: 'createVestigio',
    label: 'Vestígio',
    casoId,
    input: {
      params: { casoId },
      body: { midias: [{ origem: 'captura', assinatura: await assinarNoAparelho(captura) }] },
    },
    userId: USER,
    matricula: '1000003',
    seq: 1,
    createdAt: Date.now(),
    attempts: 0,
    lastError: null,
    status: 'pending',
  } as unknown as OutboxItem;
  await db.outbox.add(item);
  const resultado = await syncOutbox(() => ({ id: USER, matricula: '1000003' }));
  expect(resultado).toMatchObject({ status: 'done', sent: 1 });
  expect(urls.map((url) => new URL(url).pathname)).toEqual([
    '/rip-app/api/aparelhos',
    `/rip-app/api/casos/${casoId}/vestigios`,
  ]);
});

it('tells an item with a signed capture from any other', () => {
  const item = (body: unknown) => ({ op: 'createVestigio', input: { body } }) as unknown as OutboxItem;
  expect(temCapturaAssinada(item({ midias: [{ assinatura: null }, { assinatura: { valor: 'x' } }] }))).toBe(
    true,
  );
  expect(temCapturaAssinada(item({ midias: [{ origem: 'importacao' }] }))).toBe(false);
  expect(temCapturaAssinada(item({}))).toBe(false);
});
