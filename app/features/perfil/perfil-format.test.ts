import { describe, expect, it } from 'vitest';
import { formatCep } from '../../../shared/formatos/text';
import type { Caracteristicas, Endereco, Pessoa } from '../../../shared/schemas/pessoas';
import { ApiError, NetworkError } from '../../lib/api';
import { pessoaSoNome } from '../casos/test-caso';
import {
  caracteristicasRows,
  enderecoLine,
  nascimentoWithIdade,
  origemLabel,
  perfilErrorMessage,
  pessoaRows,
} from './perfil-format';

const VAZIA: Pessoa = pessoaSoNome('11111111-1111-4111-8111-111111111111', 'José da Silva');

describe('origemLabel', () => {
  it('dates a value by its day in Paraíba: an update at 21:30 is not told as the next day', () => {
    const caso = { id: '22222222-2222-4222-8222-222222222222', identificador: '2026.000003', name: 'Caso' };
    expect(origemLabel({ caso, atualizado_em: '2026-11-23T00:30:00.000Z' } as never)).toBe(
      'Caso 2026.000003 · 22/11/2026',
    );
  });
});

describe('pessoaRows', () => {
  it('shows only the filled fields, the CPF formatted and the birth date with the age', () => {
    const pessoa: Pessoa = {
      ...VAZIA,
      vulgo: 'Zé',
      cpf: '52998224725',
      data_nascimento: '1990-05-17',
      mae: 'Maria da Silva',
      rg: '  ',
      telefone: '(83) 99999-0000',
    };
    expect(pessoaRows(pessoa, '2026-05-16')).toEqual([
      { label: 'Vulgo', value: 'Zé' },
      { label: 'CPF', value: '529.982.247-25' },
      { label: 'Data de nascimento', value: '17/05/1990 (35 anos)' },
      { label: 'Mãe', value: 'Maria da Silva' },
      { label: 'Telefone', value: '(83) 99999-0000' },
    ]);
  });

  it('has nothing to show for a person with only a name', () => {
    expect(pessoaRows(VAZIA, '2026-05-16')).toEqual([]);
  });
});

describe('nascimentoWithIdade', () => {
  it('counts the birthday itself and says one year in the singular', () => {
    expect(nascimentoWithIdade('1990-05-17', '2026-05-17')).toBe('17/05/1990 (36 anos)');
    expect(nascimentoWithIdade('2025-01-01', '2026-01-01')).toBe('01/01/2025 (1 ano)');
  });

  it('shows only the date when the age cannot be told', () => {
    expect(nascimentoWithIdade('2030-01-01', '2026-01-01')).toBe('01/01/2030');
  });
});

describe('caracteristicasRows', () => {
  const base: Caracteristicas = {
    cor_cabelo: 'PRETO',
    cor_olhos: null,
    barba: 'NÃO',
    bigode: null,
    cicatriz: 'NÃO',
    cicatriz_descricao: null,
    tatuagem: 'SIM',
    tatuagem_descricao: 'Dragão no braço esquerdo',
    comentario: null,
  };

  it('joins a SIM with its description and leaves out what is empty', () => {
    expect(caracteristicasRows(base)).toEqual([
      { label: 'Cor do cabelo', value: 'PRETO' },
      { label: 'Barba', value: 'NÃO' },
      { label: 'Cicatriz', value: 'NÃO' },
      { label: 'Tatuagem', value: 'SIM — Dragão no braço esquerdo' },
    ]);
  });

  it('has nothing without recorded traits', () => {
    expect(caracteristicasRows(null)).toEqual([]);
  });
});

describe('enderecoLine', () => {
  const endereco: Endereco = {
    id: '22222222-2222-4222-8222-222222222222',
    rua: 'Rua das Flores',
    numero: '12',
    bairro: 'Centro',
    complemento: 'Apto 3',
    cidade_id: 2507507,
    cep: '58000000',
    cidade: { id: 2507507, nome: 'João Pessoa', uf: 'PB' },
  };

  it('reads street, number, neighbourhood, complement, city / UF and CEP in order', () => {
    expect(enderecoLine(endereco)).toBe(
      'Rua das Flores, 12 — Centro — Apto 3 — João Pessoa / PB — 58000-000',
    );
  });

  it('leaves out the empty parts without stray separators', () => {
    expect(enderecoLine({ ...endereco, rua: null, bairro: null, complemento: null, cep: null })).toBe(
      '12 — João Pessoa / PB',
    );
  });

  it('reads back the state with the city, its position only when at least 7 characters (§5)', () => {
    const comEstado = (latitude: number, longitude: number): Endereco => ({
      ...endereco,
      cidade: {
        id: 2507507,
        nome: 'João Pessoa',
        uf: 'PB',
        estado: { nome: 'Paraíba', latitude, longitude },
      },
    });
    expect(enderecoLine(comEstado(-7.28, -36.72))).toBe(
      'Rua das Flores, 12 — Centro — Apto 3 — João Pessoa / PB — Paraíba — 58000-000',
    );
    expect(enderecoLine(comEstado(-7.1195, -34.845))).toBe(
      'Rua das Flores, 12 — Centro — Apto 3 — João Pessoa / PB — Paraíba (-7.1195, -34.845) — 58000-000',
    );
    expect(enderecoLine(comEstado(-7.1195, -34.84))).toContain('— Paraíba —');
  });

  it('formats only an 8-digit CEP', () => {
    expect(formatCep('58000-000')).toBe('58000-000');
    expect(formatCep('580')).toBe('580');
  });
});

describe('perfilErrorMessage', () => {
  it('tells a missing profile from any other failure, and a lost connection from both', () => {
    expect(perfilErrorMessage(new ApiError(404, 'NOT_FOUND', 'Pessoa não encontrada.'))).toBe(
      'Erro ao encontrar Perfil!',
    );
    expect(perfilErrorMessage(new ApiError(500, null, ''))).toBe('Erro na requisição!');
    expect(perfilErrorMessage(new Error('zod'))).toBe('Erro na requisição!');
    expect(perfilErrorMessage(new NetworkError(new TypeError('fetch failed')))).toBe(
      'Sem conexão com a Internet',
    );
  });
});
