import { describe, expect, it } from 'vitest';
import { casoWithPending } from '../casos/caso-view';
import { CASO_ID, casoDoServidor, contextoDeTeste, pendente } from '../casos/test-caso';
import { suspeitoLido } from '../pessoas/test-fixtures';
import { relatorioOverlay } from './caso-overlay';

const partes = [{ overlay: relatorioOverlay }];
const suspeito = suspeitoLido();

describe('relatorio overlay', () => {
  it('shows a toggle at once, and its undo', () => {
    const servidor = casoDoServidor({ suspeitos: [suspeito] });
    const fora = pendente(
      'setRelatorioInclusao',
      { params: { casoId: CASO_ID }, body: { tipo: 'suspeito', id: suspeito.id, incluir: false } },
      1,
    );
    const view = casoWithPending(partes, CASO_ID, servidor, [fora], contextoDeTeste());
    expect(view?.relatorio_exclusoes).toEqual([{ tipo: 'suspeito', id: suspeito.id }]);
    const volta = pendente(
      'setRelatorioInclusao',
      { params: { casoId: CASO_ID }, body: { tipo: 'suspeito', id: suspeito.id, incluir: true } },
      2,
    );
    expect(
      casoWithPending(partes, CASO_ID, servidor, [fora, volta], contextoDeTeste())?.relatorio_exclusoes,
    ).toEqual([]);
  });

  it('lists a summons issued offline with the person and the delegate', () => {
    const servidor = casoDoServidor({
      suspeitos: [suspeito],
      delegado: { name: 'Ana', matricula: '1000002' },
    });
    const body = {
      id: 'e0000000-0000-4000-8000-000000000001',
      papel: 'suspeito',
      vinculo_id: suspeito.id,
      data: '25/12/2026',
      hora: '14:30',
    };
    const view = casoWithPending(
      partes,
      CASO_ID,
      servidor,
      [pendente('createIntimacao', { params: { casoId: CASO_ID }, body }, 5)],
      contextoDeTeste(),
    );
    expect(view?.intimacoes).toEqual([
      expect.objectContaining({
        id: body.id,
        nome: suspeito.pessoa.nome,
        data: '2026-12-25',
        hora: '14:30',
        delegado: 'Ana',
        endereco: null,
      }),
    ]);
  });
});
