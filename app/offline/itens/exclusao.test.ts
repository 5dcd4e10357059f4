import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConflitoExclusao } from '../../../shared/schemas/versao';
import { ApiError } from '../../lib/api';
import { db, type OutboxRequest } from '../db';
import { resolve } from '../fila/item-do-autor';
import { listOutbox, setOutboxUser, syncNow, write } from '../fila/outbox';
import { configureOutbox } from '../fila/send-operation';
import { reaplicacaoDe } from '../reaplicar';
import { motivoDoItem } from '../tela/ItemRecusado';
import { exclusaoComVersao, exclusaoConfirmada } from './exclusao';

const CASO = '11111111-1111-4111-8111-111111111111';
const PESSOA = '22222222-2222-4222-8222-222222222222';

const conflito: ConflitoExclusao = {
  recurso: 'vitima',
  id: 'vinculo-1',
  versao_atual: 4,
  alteracoes: [
    {
      campo: 'pessoa.profissao',
      atual: 'Enfermeira',
      por: { name: 'Carla Investigadora', matricula: '1000003' },
      em: '2026-11-26T18:00:00.000Z',
    },
  ],
};

function apagarVitima(): OutboxRequest {
  return {
    id: crypto.randomUUID(),
    op: 'deleteVitima',
    input: { params: { casoId: CASO, pessoaId: PESSOA } },
    label: 'Apagar vítima Maria',
    casoId: CASO,
  };
}

/** The stand-in API: answers each DELETE from the script and records the URLs asked. */
const api = { urls: [] as string[], script: [] as { status: number; body: unknown }[] };

beforeEach(async () => {
  api.urls = [];
  api.script = [];
  configureOutbox({
    baseUrl: 'http://api.test/api',
    fetch: async (input) => {
      api.urls.push(String(input));
      const reply = api.script.shift() ?? { status: 200, body: { ok: true } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  await db.outbox.clear();
  await setOutboxUser({ id: '33333333-3333-4333-8333-333333333333', matricula: '1000002' });
});

const recusa = { status: 409, body: { code: 'DELETE_CONFLICT', message: 'Confirme para apagar.', conflito } };

describe('a delete names the version its author saw', () => {
  it('sends versao_base, and confirmado=1 once confirmed', async () => {
    await write(exclusaoComVersao(apagarVitima(), 3));
    await write(exclusaoComVersao(apagarVitima(), 3, true));
    expect(api.urls.map((url) => new URL(url).search)).toEqual([
      '?versao_base=3',
      '?versao_base=3&confirmado=1',
    ]);
  });

  it('sends a row without a version as it is: the server asks (428) and the author answers', () => {
    const pedido = apagarVitima();
    expect(exclusaoComVersao(pedido, undefined)).toBe(pedido);
  });

  it('online, a DELETE_CONFLICT rejects with the changes for the confirmation', async () => {
    api.script.push(recusa);
    const error = await write(exclusaoComVersao(apagarVitima(), 3)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'DELETE_CONFLICT', exclusao: conflito, conflito: undefined });
    expect(await db.outbox.count()).toBe(0);
  });

  it('queued, a DELETE_CONFLICT is kept with its changes and applied again confirmed', async () => {
    // Queued without signal.
    api.script.push({ status: 503, body: {} });
    await expect(write(exclusaoComVersao(apagarVitima(), 3))).resolves.toEqual({ status: 'queued' });

    api.script.push(recusa);
    await syncNow();
    const [item] = await listOutbox();
    expect(item).toMatchObject({
      status: 'conflict',
      lastError: { code: 'DELETE_CONFLICT', exclusao: conflito },
    });
    if (!item) throw new Error('the refused delete left the outbox');
    // The outbox drawer asks, and offers 'Apagar mesmo assim' for it.
    expect(motivoDoItem(item)).toBe(
      'Outra pessoa alterou este registro depois que você o viu. Apagar mesmo assim?',
    );
    expect(reaplicacaoDe(item, { casoApagado: false })?.chave).toBe('confirmar-exclusao');

    api.urls = [];
    await resolve(item.id, exclusaoConfirmada(item));
    expect(api.urls.map((url) => new URL(url).search)).toEqual(['?versao_base=3&confirmado=1']);
    expect(await db.outbox.count()).toBe(0);
  });
});
