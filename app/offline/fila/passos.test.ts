import { describe, expect, it } from 'vitest';
import type { OutboxItem, OutboxRequest } from '../db';
import { passosDe } from './passos';

const CASO = 'aaaaaaaa-0000-4000-8000-000000000001';

let seq = 0;
function naFila(request: OutboxRequest): OutboxItem {
  seq += 1;
  return {
    ...request,
    userId: '11111111-1111-4111-8111-111111111111',
    matricula: '1000003',
    seq,
    createdAt: seq,
    attempts: 0,
    lastError: null,
    status: 'pending',
  } as OutboxItem;
}

const criaCaso = () =>
  naFila({
    id: CASO,
    op: 'createCaso',
    input: { body: { id: CASO, name: 'Caso' } },
    label: 'Caso',
    casoId: CASO,
  });

function vestigio(): OutboxItem {
  const id = crypto.randomUUID();
  return naFila({
    id,
    op: 'createVestigio',
    input: { params: { casoId: CASO }, body: { id, tipo: 'DIGITAL' } },
    uploads: [
      {
        mediaId: crypto.randomUUID(),
        casoId: CASO,
        kind: 'photo',
        blob: new Blob(['jpeg']),
        sha256: '0'.repeat(64),
        contentType: 'image/jpeg',
        filename: 'foto.jpg',
      },
    ],
    label: 'Vestígio',
    casoId: CASO,
  } as OutboxRequest);
}

describe('passosDe', () => {
  it("sends a vestígio's files ahead of the vestígios before it, never ahead of the case's create", () => {
    const fila = [criaCaso(), vestigio(), vestigio()];
    const { passos, waitsFor } = passosDe(fila);
    expect(passos.map(({ item, arquivos }) => [fila.indexOf(item), arquivos])).toEqual([
      [0, false],
      [1, true],
      [1, false],
      [2, true],
      [2, false],
    ]);
    expect(waitsFor).toEqual([
      [],
      // The files wait for the case only.
      [0],
      // The vestígio waits for the case and its own files.
      [0, 1],
      [0],
      // The second vestígio keeps its place in the list: after the first, and after its files.
      [0, 2, 3],
    ]);
  });

  it('makes an item wait for the step of an earlier item with files that sends the item itself', () => {
    // A case edit (a barrier) queued after a vestígio waits for the vestígio, not only its files.
    const fila = [vestigio(), criaCaso()];
    expect(passosDe(fila).waitsFor).toEqual([[], [0], [1]]);
  });
});
