import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../db';
import { CASO_DO_ITEM as CASO, itemRecusado } from '../fila/test-outbox';
import { reaplicacaoDe } from './index';

const PESSOA = 'bbbbbbbb-0000-4000-8000-000000000002';
const LOCAL = 'cccccccc-0000-4000-8000-000000000003';

function recusado(op: string, input: unknown, code: string, extra: Partial<OutboxItem> = {}): OutboxItem {
  return itemRecusado({
    op,
    input,
    lastError: { code, message: 'Não encontrado.' },
    ...extra,
  } as Partial<OutboxItem>);
}

const edicaoDeVitima = recusado(
  'updateVitima',
  { params: { casoId: CASO, pessoaId: PESSOA }, body: { pessoa: { id: PESSOA, nome: 'Maria' } } },
  'NOT_FOUND',
  { base: { pessoa: { id: PESSOA, nome: 'M' } } },
);
const edicaoDeNota = recusado(
  'updateAnotacao',
  { params: { casoId: CASO, anotacaoId: LOCAL }, body: { anotacao: 'Texto.' } },
  'NOT_FOUND',
);
const cidadeDeLocalApagado = recusado(
  'setLocalCidade',
  { params: { casoId: CASO, localId: LOCAL }, body: { cidade_id: 2507507 } },
  'NOT_FOUND',
);
const localRepetido = recusado(
  'createLocalCrime',
  { params: { casoId: CASO }, body: { id: LOCAL } },
  'LOCAL_EXISTS',
);

const chave = (item: OutboxItem, casoApagado: boolean | null) => reaplicacaoDe(item, { casoApagado })?.chave;

describe('reaplicacaoDe', () => {
  it('offers the one way each refused item can be applied again while its case exists', () => {
    expect(chave(edicaoDeVitima, false)).toBe('recriar-pessoa');
    expect(chave(edicaoDeNota, false)).toBe('recriar-anotacao');
    expect(chave(localRepetido, false)).toBe('comparar-locais');
    // Nothing can make that location again: no 'Reenviar' that could only be refused the same way.
    expect(chave(cidadeDeLocalApagado, false)).toBe('registro-apagado');
  });

  it("offers nothing that can only fail once the item's case is gone, and nothing while that is asked", () => {
    for (const item of [edicaoDeVitima, edicaoDeNota, cidadeDeLocalApagado]) {
      expect(chave(item, true)).toBe('caso-apagado');
      expect(chave(item, null)).toBe('verificando-caso');
    }
  });

  it('a create refused because its record was deleted since is only read, copied and discarded', () => {
    const criacaoTardia = recusado(
      'createVitima',
      { params: { casoId: CASO }, body: { id: LOCAL, pessoa: { id: PESSOA, nome: 'Maria' } } },
      'REGISTRO_APAGADO',
    );
    for (const casoApagado of [false, null, true]) {
      expect(chave(criacaoTardia, casoApagado)).toBe('criacao-apagada');
    }
  });
});
