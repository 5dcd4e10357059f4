/**
 * A phone that ran the first version holds waiting requests in ripDB version 1. Opening the app's
 * database upgrades them to typed operations; nothing waiting may be lost or changed on the way:
 * each item must still send the same request (method, path, body, file bytes) it would have sent.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/api';
import type { Endpoint } from '../../shared/api/endpoint';
import { API_PREFIX } from '../../shared/constants';
import { requestOf } from '../lib/request';
import { db, type OutboxItem, STORES_V1 } from './db';
import { fromLegacyItem } from './legacy';
import { apagarBancoAposCadaTeste, bancoAntigo, naFila, OFFICER } from './test-ripdb';

const CASO = '0b7e7f1e-5d4c-4f1a-9a77-2d9c6c0f0001';
const PESSOA = 'b0000000-0000-4000-8000-000000000001';
const DOCUMENTO = 'd0000000-0000-4000-8000-000000000001';
const OTHER = { userId: '22222222-2222-4222-8222-222222222222', matricula: '1000004' };

type Legacy = Record<string, unknown> & { id: string; method: string; url: string; body?: unknown };

let seq = 0;
function legacy(method: string, url: string, body?: unknown, extra: Record<string, unknown> = {}): Legacy {
  seq += 1;
  return {
    id: crypto.randomUUID(),
    method,
    url,
    body,
    label: `Operação ${seq}`,
    casoId: CASO,
    preview: { qualquer: 'coisa' },
    ...naFila(seq),
    ...extra,
  };
}

const photo = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 13, 10])], { type: 'image/jpeg' });

function everyKind(): Legacy[] {
  const pessoa = { id: PESSOA, nome: 'Maria da Silva', cpf: '52998224725' };
  return [
    legacy('POST', '/casos', { id: CASO, name: 'Caso do Centro' }),
    legacy('PUT', `/casos/${CASO}/nome`, { name: 'Caso do Centro Velho' }),
    ...['vitimas', 'testemunhas', 'suspeitos'].flatMap((colecao) => [
      legacy('POST', `/casos/${CASO}/${colecao}`, { id: crypto.randomUUID(), pessoa, anotacoes: 'Viu tudo' }),
      legacy('PUT', `/casos/${CASO}/${colecao}/${PESSOA}`, { pessoa, endereco: null }),
      legacy('DELETE', `/casos/${CASO}/${colecao}/${PESSOA}`),
    ]),
    legacy(
      'POST',
      `/pessoas/${PESSOA}/documentos`,
      { id: DOCUMENTO, tipo: 'RG', caso_id: CASO, sha256: 'a'.repeat(64) },
      { files: [{ field: 'file', blob: photo(), name: 'rg frente.jpg' }] },
    ),
    legacy('DELETE', `/pessoas/${PESSOA}/documentos/${DOCUMENTO}`),
    legacy('POST', '/unidades', { id: crypto.randomUUID(), nome: 'Delegacia de Patos', cidade_id: 2510808 }),
    legacy('DELETE', `/casos/${CASO}`, undefined, {
      status: 'failed',
      attempts: 3,
      lastError: { code: 'FORBIDDEN', message: 'Apenas quem criou o caso pode apagá-lo.' },
    }),
    legacy('POST', '/casos', { id: crypto.randomUUID(), name: 'Caso de Outro' }, OTHER),
  ];
}

/** What version 1 would have sent: the URL under the API, then the body or the multipart parts. */
function legacyUrl(item: Legacy): string {
  const documento = /^\/pessoas\/([^/]+)\/documentos(\/.*)?$/.exec(item.url);
  if (!documento) return `${API_PREFIX}${item.url}`;
  const casoId = (item.body as { caso_id?: string } | undefined)?.caso_id ?? (item.casoId as string);
  return `${API_PREFIX}/casos/${casoId}/pessoas/${documento[1]}/documentos${documento[2] ?? ''}`;
}

async function multipartOf(form: FormData) {
  const fields: Record<string, string> = {};
  let bytes: number[] = [];
  let name = '';
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else {
      bytes = [...new Uint8Array(await value.arrayBuffer())];
      name = (value as File).name;
    }
  }
  return { fields, bytes, name };
}

/** The converted item sends what the old one would have. */
async function expectSameRequest(before: Legacy, after: OutboxItem): Promise<void> {
  const endpoint = (ENDPOINTS as Record<string, Endpoint>)[after.op];
  if (!endpoint) throw new Error(`no endpoint for ${after.op}`);
  const { url, init } = requestOf(endpoint, after.input as never);
  expect(init.method).toBe(before.method);
  expect(url).toBe(legacyUrl(before));
  const files = before.files as { blob: Blob; name: string }[] | undefined;
  if (files) {
    const sent = await multipartOf(init.body as FormData);
    const { caso_id: _casoId, ...fields } = before.body as Record<string, string>;
    expect(sent.fields).toEqual(fields);
    expect(sent.name).toBe(files[0]?.name);
    expect(sent.bytes).toEqual([...new Uint8Array(await (files[0]?.blob ?? new Blob()).arrayBuffer())]);
    return;
  }
  expect(init.body === undefined ? undefined : JSON.parse(String(init.body))).toEqual(before.body);
}

/** A phone's database as version 1 left it. */
async function versionOne(items: Legacy[]): Promise<void> {
  await bancoAntigo(1, STORES_V1, items, [
    { key: 'currentUser', user: { id: OFFICER.userId, matricula: OFFICER.matricula } },
  ]);
}

apagarBancoAposCadaTeste();

describe('ripDB version 1 → 2: the outbox of requests becomes an outbox of typed operations', () => {
  it('keeps every waiting item of every kind, in order, sending the same request', async () => {
    const items = everyKind();
    await versionOne(items);

    await db.open();
    const upgraded = await db.outbox.orderBy('seq').toArray();

    expect(upgraded.map((item) => item.id)).toEqual(items.map((item) => item.id));
    for (const [index, before] of items.entries()) {
      const after = upgraded[index] as OutboxItem;
      const { method: _m, url: _u, body: _b, files: _f, preview: _p, ...kept } = before;
      expect(after).toMatchObject(kept);
      expect(after).not.toHaveProperty('url');
      expect(after).not.toHaveProperty('preview');
      await expectSameRequest(before, after);
    }
    expect(await db.meta.get('currentUser')).toMatchObject({ user: { id: OFFICER.userId } });
    expect(db.tables.map((table) => table.name).sort()).toEqual(['aparelho', 'drafts', 'meta', 'outbox']);
  });

  it('keeps a request it cannot convert, failed and visible, rather than drop it', async () => {
    const odd = legacy('PATCH', '/algo/que/nunca/existiu', { x: 1 });
    await versionOne([odd]);
    await db.open();
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({
      id: odd.id,
      label: odd.label,
      status: 'failed',
      input: { method: 'PATCH', url: '/algo/que/nunca/existiu', body: { x: 1 } },
    });
  });

  it('converts any create, edit or delete of the people of a case to the same request', async () => {
    const colecoes = ['vitimas', 'testemunhas', 'suspeitos'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...colecoes),
        fc.constantFrom('POST', 'PUT', 'DELETE'),
        fc.uuid(),
        fc.uuid(),
        fc.record({ nome: fc.string({ maxLength: 40 }), anotacoes: fc.option(fc.string(), { nil: null }) }),
        async (colecao, method, casoId, pessoaId, dados) => {
          const url =
            method === 'POST' ? `/casos/${casoId}/${colecao}` : `/casos/${casoId}/${colecao}/${pessoaId}`;
          const body = method === 'DELETE' ? undefined : { id: pessoaId, pessoa: { id: pessoaId, ...dados } };
          const before = legacy(method, url, body, { casoId });
          await expectSameRequest(before, fromLegacyItem(before) as OutboxItem);
        },
      ),
      { numRuns: 200 },
    );
  });
});
