import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type OutboxItem, type OutboxUser } from '../db';
import { apagarBancoAposCadaTeste, naFila, OFFICER } from '../test-ripdb';
import { confirmarItem, reterParaConferir } from './conferir';
import { setOutboxUser } from './outbox';
import { configureOutbox } from './send-operation';
import { syncOutbox } from './sync';

const CASO = 'aaaaaaaa-0000-4000-8000-000000000001';

function anotacao(seq: number, texto: string): OutboxItem {
  const id = crypto.randomUUID();
  return {
    ...naFila(seq),
    id,
    op: 'createAnotacao',
    label: texto,
    casoId: CASO,
    input: { params: { casoId: CASO }, body: { id, anotacao: texto } },
  } as OutboxItem;
}

describe('the outbox of a device that was marked lost', () => {
  apagarBancoAposCadaTeste();
  const enviados: string[] = [];
  const user: OutboxUser = { id: OFFICER.userId, matricula: OFFICER.matricula };

  beforeEach(async () => {
    await db.open();
    enviados.length = 0;
    vi.stubGlobal('navigator', { onLine: true });
    configureOutbox({
      baseUrl: 'http://api.test/rip-app/api',
      fetch: async (_url, init) => {
        enviados.push(JSON.parse(String(init?.body)).anotacao);
        return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing after the release until the author vouches for each item; a new write goes at once', async () => {
    const minha = anotacao(1, 'Escrita pelo autor.');
    const estranha = anotacao(2, 'Escrita por quem achou o celular.');
    await db.outbox.bulkAdd([minha, estranha]);
    await reterParaConferir();

    // Released and logged in again: the run finds every item held.
    expect(await syncOutbox(() => user)).toMatchObject({ status: 'done', sent: 0 });
    expect(enviados).toEqual([]);

    await setOutboxUser(user);
    await confirmarItem(minha.id);
    await syncOutbox(() => user);
    expect(enviados).toEqual(['Escrita pelo autor.']);
    expect((await db.outbox.toArray()).map((item) => [item.id, item.aConferir])).toEqual([
      [estranha.id, true],
    ]);

    // What the author writes after the release is not held with the old queue.
    await db.outbox.add(anotacao(3, 'Escrita depois da liberação.'));
    await syncOutbox(() => user);
    expect(enviados).toEqual(['Escrita pelo autor.', 'Escrita depois da liberação.']);
  });
});
