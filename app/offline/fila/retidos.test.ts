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

  it('holds nothing that only points where a refused create pointed: the victim, the device, the person', () => {
    const aparelho = crypto.randomUUID();
    const testemunha = (status: OutboxItem['status'] = 'pending') =>
      item(
        'createTestemunha',
        CASO_NOVO,
        {
          id: crypto.randomUUID(),
          pessoa: { id: crypto.randomUUID() },
          vinculo: { vitimaVinculoId: PESSOA },
        },
        status,
      );
    const vestigio = (status: OutboxItem['status'] = 'pending') =>
      item(
        'createVestigio',
        CASO_NOVO,
        {
          id: crypto.randomUUID(),
          midias: [{ id: crypto.randomUUID(), assinatura: { aparelho_id: aparelho } }],
        },
        status,
      );
    const documentoRecusado = crypto.randomUUID();
    const documento = itemRecusado({
      op: 'createDocumento',
      casoId: CASO_NOVO,
      seq: 1000,
      input: {
        params: { casoId: CASO_NOVO, pessoaId: PESSOA },
        fields: { id: documentoRecusado, tipo: 'RG', sha256: '0'.repeat(64) },
        file: { blob: new Blob(['rg']), name: 'rg.jpg' },
      },
    } as unknown as Partial<OutboxItem>);
    const edicao = itemRecusado({
      op: 'updateVitima',
      casoId: CASO_NOVO,
      status: 'pending',
      seq: 1001,
      input: { params: { casoId: CASO_NOVO, pessoaId: PESSOA }, body: { pessoa: { nome: 'Z' } } },
    } as Partial<OutboxItem>);
    const fila = [testemunha('failed'), testemunha(), vestigio('failed'), vestigio(), documento, edicao];
    expect(retidos(fila).size).toBe(0);
    // What names the refused document itself (its delete) waits: the upload's fields made it.
    const apagar = itemRecusado({
      op: 'deleteDocumento',
      casoId: CASO_NOVO,
      status: 'pending',
      seq: 1002,
      input: { params: { casoId: CASO_NOVO, pessoaId: PESSOA, documentoId: documentoRecusado } },
    } as unknown as Partial<OutboxItem>);
    expect([...retidos([...fila, apagar])]).toEqual([apagar.id]);
  });
});
