/**
 * Issue 39 item 5 on the phone: items an older app queued without the version they were made on.
 * The server refuses them (428 VERSAO_OBRIGATORIA) with what each would replace; the outbox keeps
 * them as conflicts — never dropped, never applied blind — and its author's choice sends them again
 * on the version the server named.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConflitoEdicao, ConflitoExclusao } from '../../../shared/schemas/versao';
import { corpoResolvido } from '../../components/conflito/escolhas';
import { db, type OutboxItem, type OutboxRequest } from '../db';
import { resolve } from '../fila/item-do-autor';
import { listOutbox, setOutboxUser, syncNow } from '../fila/outbox';
import { configureOutbox } from '../fila/send-operation';
import { reaplicacaoDe } from '../reaplicar';
import { motivoDoItem } from '../tela/ItemRecusado';
import { exclusaoConfirmada } from './exclusao';

const CASO = '11111111-1111-4111-8111-111111111111';
const USER = { id: '33333333-3333-4333-8333-333333333333', matricula: '1000004' };
const por = { name: 'Bruno Delegado', matricula: '1000002' };
const em = '2026-11-26T18:00:00.000Z';

/** The stand-in API: answers from the script, recording each request. */
const api = {
  pedidos: [] as { url: string; body: unknown }[],
  script: [] as { status: number; body: unknown }[],
};

beforeEach(async () => {
  api.pedidos = [];
  api.script = [];
  configureOutbox({
    baseUrl: 'http://api.test/api',
    fetch: async (input, init) => {
      api.pedidos.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = api.script.shift() ?? { status: 200, body: { ok: true } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  await db.outbox.clear();
  await setOutboxUser(USER);
});

/** An item as an app from before versions left it in IndexedDB: pending, with no `versao_base`. */
async function deixadoPorAppAntigo(request: OutboxRequest): Promise<void> {
  await db.outbox.add({
    ...request,
    userId: USER.id,
    matricula: USER.matricula,
    seq: 1,
    createdAt: Date.parse(em),
    attempts: 0,
    lastError: null,
    status: 'pending',
  } as OutboxItem);
}

const semVersao = (conflito: unknown) => ({
  status: 428,
  body: { code: 'VERSAO_OBRIGATORIA', message: 'Sem versão.', conflito },
});

describe('an item queued without its version', () => {
  it('an edit waits as a conflict with both values, then goes on the version the server named', async () => {
    await deixadoPorAppAntigo({
      id: crypto.randomUUID(),
      op: 'renameCaso',
      input: { params: { casoId: CASO }, body: { name: 'Nome do aparelho' } },
      label: 'Renomear caso',
      casoId: CASO,
    });
    const conflito: ConflitoEdicao = {
      recurso: 'caso',
      id: CASO,
      versao_atual: 4,
      campos: [{ campo: 'name', base: 'Caso', seu: 'Nome do Aparelho', atual: 'Nome do Colega', por, em }],
      atual: { id: CASO, name: 'Nome do Colega', versao: 4 },
    };
    api.script.push(semVersao(conflito));

    // Counted as a conflict, never as a refusal; kept with what the server named.
    await expect(syncNow()).resolves.toMatchObject({ status: 'done', sent: 0, failed: 0, conflicts: 1 });
    const [item] = await listOutbox();
    if (!item) throw new Error('the refused edit left the outbox');
    expect(item).toMatchObject({ status: 'conflict', lastError: { code: 'VERSAO_OBRIGATORIA', conflito } });
    expect(motivoDoItem(item)).toBe(
      'Guardado sem a versão do registro em que foi feito. Abra para conferir cada campo e escolher qual valor fica.',
    );
    // Not sent again by itself: it waits for its author.
    await syncNow();
    expect(api.pedidos).toHaveLength(1);

    // The author keeps their value: the same edit, now on version 4, with the choice for the history.
    expect(reaplicacaoDe(item, { casoApagado: false })?.chave).toBe('conflito-edicao');
    const input = item.input as { params: object; body: Record<string, unknown> };
    const body = corpoResolvido(input.body, conflito, { name: 'Nome do Aparelho' });
    await resolve(item.id, { ...item, input: { ...input, body } } as OutboxRequest);
    expect(api.pedidos.at(-1)?.body).toEqual({
      name: 'Nome do Aparelho',
      versao_base: 4,
      resolucao: [{ campo: 'name', escolha: 'meu', descartado: 'Nome do Colega' }],
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a delete waits as a conflict naming what others changed, then goes confirmed on that version', async () => {
    await deixadoPorAppAntigo({
      id: crypto.randomUUID(),
      op: 'deleteMeio',
      input: { params: { casoId: CASO, meioId: '44444444-4444-4444-8444-444444444444' } },
      label: 'Apagar meio',
      casoId: CASO,
    });
    const exclusao: ConflitoExclusao = {
      recurso: 'meio',
      id: '44444444-4444-4444-8444-444444444444',
      versao_atual: 3,
      alteracoes: [{ campo: 'calibres', atual: ['.40'], por, em }],
    };
    api.script.push(semVersao(exclusao));

    await expect(syncNow()).resolves.toMatchObject({ conflicts: 1, failed: 0 });
    const [item] = await listOutbox();
    if (!item) throw new Error('the refused delete left the outbox');
    expect(item).toMatchObject({ status: 'conflict', lastError: { code: 'VERSAO_OBRIGATORIA', exclusao } });
    expect(motivoDoItem(item)).toBe(
      'Guardado sem a versão do registro em que foi feito. Outra pessoa alterou este registro. Apagar mesmo assim?',
    );
    expect(reaplicacaoDe(item, { casoApagado: false })?.chave).toBe('confirmar-exclusao');

    // 'Apagar mesmo assim': on the version the author was shown, confirmed.
    await resolve(item.id, exclusaoConfirmada(item));
    expect(new URL(api.pedidos.at(-1)?.url ?? '').search).toBe('?versao_base=3&confirmado=1');
    expect(await db.outbox.count()).toBe(0);
  });
});
