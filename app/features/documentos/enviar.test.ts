import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../offline/db';
import { setOutboxUser } from '../../offline/outbox';
import { configureOutbox } from '../../offline/sync';
import { apagarDocumento, enviarDocumentos } from './enviar';

const PESSOA = '11111111-1111-4111-8111-111111111111';
const CASO = '33333333-3333-4333-8333-333333333333';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

// Without a connection every write waits in the outbox, where what would be sent can be read.
beforeAll(async () => {
  configureOutbox({
    fetch: () => Promise.reject(new TypeError('fetch failed')),
    timeoutMs: 1_000,
    uploadTimeoutMs: 1_000,
  });
  await setOutboxUser({ id: '44444444-4444-4444-8444-444444444444', matricula: '1234567' });
});

beforeEach(async () => {
  await db.outbox.clear();
});

afterAll(async () => {
  await setOutboxUser(null);
});

describe('enviarDocumentos', () => {
  it('queues each document as a multipart upload with the SHA-256 of its bytes, in order', async () => {
    await enviarDocumentos(PESSOA, CASO, 'José da Silva', [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        tipo: 'RG',
        blob: new Blob([JPEG], { type: 'image/jpeg' }),
        nome: 'rg.jpg',
      },
      {
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        tipo: 'IMAGEM',
        blob: new Blob([PNG], { type: 'image/png' }),
        nome: 'foto.png',
      },
    ]);

    const itens = await db.outbox.orderBy('seq').toArray();
    expect(
      itens.map(({ id, method, url, body, label, casoId, preview }) => ({
        id,
        method,
        url,
        body,
        label,
        casoId,
        preview,
      })),
    ).toEqual([
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        method: 'POST',
        url: `/pessoas/${PESSOA}/documentos`,
        body: { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', tipo: 'RG', caso_id: CASO, sha256: sha256(JPEG) },
        label: 'Documento RG de José da Silva',
        casoId: CASO,
        preview: { tipo: 'RG' },
      },
      {
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        method: 'POST',
        url: `/pessoas/${PESSOA}/documentos`,
        body: {
          id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
          tipo: 'IMAGEM',
          caso_id: CASO,
          sha256: sha256(PNG),
        },
        label: 'Documento IMAGEM de José da Silva',
        casoId: CASO,
        preview: { tipo: 'IMAGEM' },
      },
    ]);
    const arquivo = itens[0]?.files?.[0];
    expect(arquivo?.field).toBe('file');
    expect(arquivo?.name).toBe('rg.jpg');
    expect(new Uint8Array(await (arquivo?.blob ?? new Blob()).arrayBuffer())).toEqual(JPEG);
  });
});

describe('apagarDocumento', () => {
  it('queues the delete of that document under its case', async () => {
    const ok = await apagarDocumento(PESSOA, CASO, 'José da Silva', {
      id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      tipo: 'CPF',
    });
    expect(ok).toBe(true);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({
      method: 'DELETE',
      url: `/pessoas/${PESSOA}/documentos/cccccccc-cccc-4ccc-8ccc-cccccccccccc`,
      casoId: CASO,
    });
    expect(item?.body).toBeUndefined();
  });
});
