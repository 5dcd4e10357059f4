import { describe, expect, it } from 'vitest';
import { SEM_LUGAR } from '../casos/test-caso';
import { type LocalComparavel, linhasComparadas, oQueSePerde } from './local-comparado';

const vazio: LocalComparavel = {
  ...SEM_LUGAR,
  created_at: '2026-11-26T22:00:00.000Z',
  condicoes: null,
};

describe('local-comparado', () => {
  it('puts both locations line by line, marks what differs and leaves out what neither has', () => {
    const meu = {
      ...vazio,
      rua: 'Rua das Flores',
      numero: '10',
      condicoes: { ...CONDICOES_VAZIAS, tipo: 'INTERNO' as const },
    };
    const salvo = {
      ...vazio,
      rua: 'Avenida Epitácio Pessoa',
      cidade: { id: 2507507, nome: 'João Pessoa', uf: 'PB' },
      condicoes: { ...CONDICOES_VAZIAS, tipo: 'INTERNO' as const },
    };
    expect(linhasComparadas(meu, salvo)).toEqual([
      { rotulo: 'Rua e número', meu: 'Rua das Flores, 10', salvo: 'Avenida Epitácio Pessoa', difere: true },
      { rotulo: 'Cidade', meu: '—', salvo: 'João Pessoa / PB', difere: true },
      {
        rotulo: 'Posição',
        meu: 'Sem posição (endereço à mão)',
        salvo: 'Sem posição (endereço à mão)',
        difere: false,
      },
      { rotulo: 'Tipo de local', meu: 'Interno', salvo: 'Interno', difere: false },
    ]);
    expect(oQueSePerde(meu)).toEqual([
      'Rua e número: Rua das Flores, 10',
      'Posição: Sem posição (endereço à mão)',
      'Tipo de local: Interno',
    ]);
  });
});

const CONDICOES_VAZIAS = {
  vizinhanca: null,
  clima: null,
  tipo: null,
  local_interno: null,
  local_externo: null,
  qualidade: null,
  higiene: null,
  organizacao: null,
};
