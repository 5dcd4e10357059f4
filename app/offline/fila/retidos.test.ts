import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../db';
import { retidos } from './retidos';
import { itemRecusado } from './test-outbox';

const CASO_NOVO = 'bbbbbbbb-0000-4000-8000-000000000001';
const OUTRO_CASO = 'bbbbbbbb-0000-4000-8000-000000000002';
const PESSOA = 'dddddddd-0000-4000-8000-000000000001';

let seq = 0;
function item(op: string, casoId: string, body: object, status: OutboxItem['status'] = 'pending') {
  seq += 1;
  const params = op === 'createCaso' ? {} : { casoId };
  return itemRecusado({ op, casoId, status, seq, input: { params, body } } as Partial<OutboxItem>);
}

describe('retidos', () => {
  it('holds every item of a case whose create was refused, and nothing of another case', () => {
    const fila = [
      item('createCaso', CASO_NOVO, { id: CASO_NOVO, name: 'Caso' }, 'failed'),
      item('createAnotacao', CASO_NOVO, { id: crypto.randomUUID(), anotacao: 'Nota' }),
      item('createAnotacao', OUTRO_CASO, { id: crypto.randomUUID(), anotacao: 'Nota' }),
    ];
    expect([...retidos(fila)]).toEqual([fila[1]?.id]);
  });

  it('holds what names a refused person in the same case only, and what names a held item', () => {
    const vitima = item('createVitima', CASO_NOVO, { id: PESSOA, pessoa: { id: PESSOA } }, 'conflict');
    const testemunha = crypto.randomUUID();
    const fila = [
      vitima,
      item('createVitima', CASO_NOVO, { id: crypto.randomUUID(), pessoa: { id: crypto.randomUUID() } }),
      item('createTestemunha', CASO_NOVO, {
        id: testemunha,
        pessoa: { id: testemunha },
        vinculo: { vitimaVinculoId: PESSOA },
      }),
      item('createDocumento', CASO_NOVO, { id: crypto.randomUUID(), pessoa_id: testemunha }),
      item('createSuspeito', OUTRO_CASO, { id: crypto.randomUUID(), pessoa: { id: PESSOA } }),
    ];
    expect([...retidos(fila)]).toEqual([fila[2]?.id, fila[3]?.id]);
  });

  it('holds nothing for a refused edit: the record exists on the server', () => {
    const fila = [
      item('updateVitima', CASO_NOVO, { pessoa: { id: PESSOA, nome: 'X' } }, 'failed'),
      item('updateVitima', CASO_NOVO, { pessoa: { id: PESSOA, nome: 'Y' } }),
    ];
    expect(retidos(fila).size).toBe(0);
  });
});
