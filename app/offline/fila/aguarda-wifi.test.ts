import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxItem, type OutboxUser } from '../db';
import { apagarBancoAposCadaTeste, naFila, OFFICER } from '../test-ripdb';
import { aguardaWifi, bytesDoItem, enviaveisAgora, seguePendentes } from './aguarda-wifi';
import { type OutboxNotice, onOutboxNotice, setOutboxUser, syncNow, write } from './outbox';
import { configureOutbox } from './send-operation';
import { syncOutbox } from './sync';

const MB = 1024 * 1024;
const CASO = 'aaaaaaaa-0000-4000-8000-000000000001';
const PESSOA = 'aaaaaaaa-0000-4000-8000-000000000002';

function documento(bytes: number, id = crypto.randomUUID(), seq = 1): OutboxItem {
  return {
    ...naFila(seq),
    id,
    op: 'createDocumento',
    label: `Documento de ${bytes} bytes`,
    casoId: CASO,
    input: {
      params: { casoId: CASO, pessoaId: PESSOA },
      fields: { id, tipo: 'RG', sha256: '0'.repeat(64) },
      file: { blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name: 'rg.jpg' },
    },
  } as OutboxItem;
}

function anotacao(seq: number): OutboxItem {
  const id = crypto.randomUUID();
  return {
    ...naFila(seq),
    id,
    op: 'createAnotacao',
    label: 'Anotação',
    casoId: CASO,
    input: { params: { casoId: CASO }, body: { id, anotacao: 'Portão arrombado.' } },
  } as OutboxItem;
}

function apagarDocumento(documentoId: string, seq: number): OutboxItem {
  return {
    ...naFila(seq),
    id: crypto.randomUUID(),
    op: 'deleteDocumento',
    label: 'Apagar documento',
    casoId: CASO,
    input: { params: { casoId: CASO, pessoaId: PESSOA, documentoId } },
  } as OutboxItem;
}

describe('which items wait for Wi-Fi', () => {
  const grande = documento(3 * MB);

  it('an item whose files exceed the unit’s limit, only on a metered link', () => {
    expect(bytesDoItem(grande)).toBe(3 * MB);
    expect(aguardaWifi(grande, 2, true)).toBe(true);
    expect(aguardaWifi(grande, 2, false)).toBe(false);
    expect(aguardaWifi(grande, 3, true)).toBe(false);
    expect(aguardaWifi(documento(2 * MB + 1), 2, true)).toBe(true);
  });

  it('never a record without files, nor anything when the unit set no limit', () => {
    expect(aguardaWifi(anotacao(1), 1, true)).toBe(false);
    expect(aguardaWifi(grande, null, true)).toBe(false);
    expect(aguardaWifi(grande, undefined, true)).toBe(false);
  });

  it('counts every file of a vestígio together', () => {
    const arquivo = (bytes: number) => ({ blob: new Blob([new Uint8Array(bytes)]) });
    const vestigio = { ...anotacao(1), uploads: [arquivo(MB), arquivo(MB), arquivo(MB / 2)] } as OutboxItem;
    expect(bytesDoItem(vestigio)).toBe(2.5 * MB);
    expect(aguardaWifi(vestigio, 2, true)).toBe(true);
  });

  it('no longer the item its author chose to send over cellular', () => {
    expect(aguardaWifi({ ...grande, celularPermitido: true }, 1, true)).toBe(false);
  });

  it('holds back what must follow a waiting item, and lets the rest of the case go', () => {
    const nota = anotacao(2);
    const apagar = apagarDocumento(grande.id, 3);
    const fila = [grande, nota, apagar];
    expect(enviaveisAgora(fila, 1, true)).toEqual([nota]);
    expect(enviaveisAgora(fila, 1, false)).toEqual(fila);
  });

  it('lets a new write go at once past held files, unless it must follow one of them', () => {
    const nota = anotacao(2);
    expect(seguePendentes(anotacao(9), [grande], 1, true)).toBe(false);
    expect(seguePendentes(apagarDocumento(grande.id, 9), [grande], 1, true)).toBe(true);
    // Whatever can go now goes first, as before the limit existed.
    expect(seguePendentes(anotacao(9), [grande, nota], 1, true)).toBe(true);
    expect(seguePendentes(anotacao(9), [grande], 1, false)).toBe(true);
  });
});

describe('a run on a cellular link', () => {
  apagarBancoAposCadaTeste();
  const enviados: string[] = [];
  const conexao = Object.assign(new EventTarget(), { type: 'cellular' });
  const user: OutboxUser = { id: OFFICER.userId, matricula: OFFICER.matricula, wifiAcimaMb: 1 };

  beforeEach(async () => {
    await db.open();
    enviados.length = 0;
    conexao.type = 'cellular';
    vi.stubGlobal('navigator', { onLine: true, connection: conexao });
    configureOutbox({
      baseUrl: 'http://api.test/rip-app/api',
      fetch: async (url) => {
        enviados.push(String(url).split('/rip-app/api')[1] ?? '');
        return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the note at once, keeps the big file, and sends it once allowed or on Wi-Fi', async () => {
    const grande = documento(2 * MB);
    const outro = documento(2 * MB, crypto.randomUUID(), 3);
    await db.outbox.bulkAdd([grande, anotacao(2), outro]);

    expect(await syncOutbox(() => user)).toMatchObject({ status: 'done', sent: 1 });
    expect(enviados).toEqual([`/casos/${CASO}/anotacoes`]);
    expect((await db.outbox.orderBy('seq').toArray()).map((item) => item.id)).toEqual([grande.id, outro.id]);

    await db.outbox.update(grande.id, { celularPermitido: true });
    expect(await syncOutbox(() => user)).toMatchObject({ status: 'done', sent: 1 });
    expect((await db.outbox.orderBy('seq').toArray()).map((item) => item.id)).toEqual([outro.id]);

    conexao.type = 'wifi';
    expect(await syncOutbox(() => user)).toMatchObject({ status: 'done', sent: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a big file saved on a cellular link on the device, and says it waits for Wi-Fi', async () => {
    const avisos: OutboxNotice['type'][] = [];
    const parar = onOutboxNotice((aviso) => avisos.push(aviso.type));
    await setOutboxUser(user);
    const { userId, matricula, seq, createdAt, attempts, lastError, status, ...pedido } = documento(2 * MB);
    await expect(write(pedido)).resolves.toEqual({ status: 'queued' });
    await syncNow();
    parar();
    await setOutboxUser(null);
    expect(avisos).toContain('wifi');
    expect(avisos).not.toContain('queued');
    expect(enviados).toEqual([]);
    expect(await db.outbox.get(pedido.id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });
});
