import { describe, expect, it } from 'vitest';
import type { CampoEmConflito, ConflitoEdicao } from '../../../shared/schemas/versao';
import { comValoresAtuais, corpoResolvido, escolhasIniciais, textoLivre } from './escolhas';

const por = { name: 'Delegado Rocha', matricula: '1000002' };
const em = '2026-11-26T18:00:00.000Z';

function conflitoDe(campos: Omit<CampoEmConflito, 'por' | 'em' | 'base'>[]): ConflitoEdicao {
  return {
    recurso: 'caso',
    id: 'c',
    versao_atual: 5,
    campos: campos.map((campo) => ({ ...campo, base: null, por, em })),
    atual: null,
  };
}

const nome = conflitoDe([{ campo: 'name', seu: 'Caso Praia', atual: 'Caso Mangue' }]);

describe('escolhasIniciais', () => {
  it("starts each field with the author's own value", () => {
    expect(escolhasIniciais(nome)).toEqual({ name: 'Caso Praia' });
  });
});

describe('textoLivre', () => {
  it('lets text be retyped, not a city or a switch', () => {
    expect(nome.campos.map(textoLivre)).toEqual([true]);
    const [cidade, inclusao, vazio] = conflitoDe([
      { campo: 'cidade_id', seu: 2507507, atual: 2501807 },
      { campo: 'incluir_relatorio', seu: false, atual: true },
      { campo: 'texto', seu: null, atual: 'Câmera da esquina' },
    ]).campos;
    expect([cidade, inclusao, vazio].map((campo) => campo && textoLivre(campo))).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('comValoresAtuais', () => {
  it("sets each conflicting field of the form to the colleague's value and keeps the rest", () => {
    expect(comValoresAtuais({ name: 'Caso Praia', outro: 1 }, nome)).toEqual({
      name: 'Caso Mangue',
      outro: 1,
    });
  });
});

describe('corpoResolvido', () => {
  it("puts the chosen value on the colleague's version, and the history keeps the one that lost", () => {
    const corpo = { name: 'Caso Praia', versao_base: 2 };
    expect(corpoResolvido(corpo, nome, { name: 'Caso Mangue' })).toEqual({
      name: 'Caso Mangue',
      versao_base: 5,
      resolucao: [{ campo: 'name', escolha: 'outro', descartado: 'Caso Praia' }],
    });
    expect(corpoResolvido(corpo, nome, { name: 'Caso Praia e Mangue' })).toEqual({
      name: 'Caso Praia e Mangue',
      versao_base: 5,
      resolucao: [{ campo: 'name', escolha: 'editado', descartado: 'Caso Mangue' }],
    });
  });

  it("keeps the author's value for a field left unchosen, and the rest of the body as it was", () => {
    expect(corpoResolvido({ name: 'Caso Praia', resolucao: [] }, nome, {})).toEqual({
      name: 'Caso Praia',
      versao_base: 5,
      resolucao: [{ campo: 'name', escolha: 'meu', descartado: 'Caso Mangue' }],
    });
  });

  it("sends the report toggle's choice as the body's `incluir`, named as the item's field in the history", () => {
    const inclusao = conflitoDe([{ campo: 'incluir_relatorio', seu: false, atual: true }]);
    const corpo = { tipo: 'vitima', id: 'v', incluir: false, versao_base: 1 };
    expect(corpoResolvido(corpo, inclusao, { incluir_relatorio: true })).toEqual({
      tipo: 'vitima',
      id: 'v',
      incluir: true,
      versao_base: 5,
      resolucao: [{ campo: 'incluir_relatorio', escolha: 'outro', descartado: false }],
    });
  });
});
