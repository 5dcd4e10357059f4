import { describe, expect, it } from 'vitest';
import type { PessoaResultado } from '../../../shared/schemas/busca';
import { BUSCA_INICIAL, chegou, contagemDaAba, falhou, novaBusca, pedindo, temMais } from './busca-state';

const pessoa = (n: number): PessoaResultado => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  nome: `Pessoa ${n}`,
  vulgo: null,
  cpf: null,
  cpf_mascarado: null,
  data_nascimento: null,
  mae: null,
  iml: [],
  casos: 1,
});
const pagina = (page: number, de: number, ate: number, total: number, total_exato = true) => ({
  page,
  total,
  total_exato,
  data: Array.from({ length: ate - de }, (_, i) => pessoa(de + i)),
});

describe('the search lists', () => {
  it('accumulate pages while the total is not reached, then stop asking', () => {
    let state = novaBusca(BUSCA_INICIAL, { nome: 'pessoa' });
    expect(state.pessoas.loading).toBe(true);
    expect(temMais(state.pessoas)).toBe(false);
    state = chegou(state, state.geracao, 'pessoas', pagina(1, 0, 20, 25));
    expect(state.pessoas).toMatchObject({ page: 1, total: 25, loading: false });
    expect(temMais(state.pessoas)).toBe(true);
    state = pedindo(state, 'pessoas');
    expect(temMais(state.pessoas)).toBe(false);
    state = chegou(state, state.geracao, 'pessoas', pagina(2, 20, 25, 25));
    expect(state.pessoas.items.map((p) => p.nome).at(-1)).toBe('Pessoa 24');
    expect(state.pessoas.items).toHaveLength(25);
    expect(temMais(state.pessoas)).toBe(false);
  });

  it('keep asking past a total counted only so far, which grows as pages arrive', () => {
    let state = novaBusca(BUSCA_INICIAL, { dataInicio: '2021-01-01' });
    expect(contagemDaAba(state.pessoas)).toBe('…');
    state = chegou(state, state.geracao, 'pessoas', pagina(1, 0, 20, 1000, false));
    expect(state.pessoas).toMatchObject({ total: 1000, exato: false });
    expect(contagemDaAba(state.pessoas)).toBe('1.000+');
    expect(temMais(state.pessoas)).toBe(true);
    state = chegou(state, state.geracao, 'pessoas', pagina(2, 20, 40, 1020, false));
    expect(state.pessoas).toMatchObject({ total: 1020, exato: false });
    state = chegou(state, state.geracao, 'pessoas', pagina(3, 40, 45, 45));
    expect(state.pessoas).toMatchObject({ total: 45, exato: true });
    expect(contagemDaAba(state.pessoas)).toBe('45');
    expect(temMais(state.pessoas)).toBe(false);
  });

  it('ask on while the total is counted only so far, end on a page with nothing new, stop at page 500', () => {
    let state = novaBusca(BUSCA_INICIAL, { dataInicio: '2021-01-01' });
    state = chegou(state, state.geracao, 'pessoas', pagina(1, 0, 20, 20, false));
    expect(temMais(state.pessoas)).toBe(true);
    state = chegou(state, state.geracao, 'pessoas', pagina(2, 0, 20, 40, false));
    expect(state.pessoas).toMatchObject({ total: 20, exato: true, page: 2 });
    expect(temMais(state.pessoas)).toBe(false);
    const longa = { ...state.pessoas, total: 20_000, exato: false, page: 500 };
    expect(temMais(longa)).toBe(false);
    expect(temMais({ ...longa, page: 499 })).toBe(true);
  });

  it('drop a page of an older search and a page that arrives twice', () => {
    let state = novaBusca(BUSCA_INICIAL, { nome: 'antiga' });
    const antiga = state.geracao;
    state = novaBusca(state, { nome: 'nova' });
    expect(chegou(state, antiga, 'pessoas', pagina(1, 0, 20, 99))).toBe(state);
    state = chegou(state, state.geracao, 'pessoas', pagina(1, 0, 20, 25));
    state = chegou(state, state.geracao, 'pessoas', pagina(1, 0, 20, 25));
    expect(state.pessoas.items).toHaveLength(20);
  });

  it('a new search starts both lists over; a failure stops the scroll until retried', () => {
    let state = novaBusca(BUSCA_INICIAL, { nome: 'pessoa' });
    state = chegou(state, state.geracao, 'pessoas', pagina(1, 0, 20, 25));
    state = falhou(state, state.geracao, 'casos');
    expect(state.casos.error).toBe(true);
    state = novaBusca(state, { cpf: '12345678909' });
    expect(state.pessoas).toMatchObject({ items: [], page: 0, total: 0, loading: true });
    expect(state.casos).toMatchObject({ error: false, loading: true });
    state = chegou(state, state.geracao, 'pessoas', pagina(1, 0, 20, 25));
    state = falhou(pedindo(state, 'pessoas'), state.geracao, 'pessoas');
    expect(temMais(state.pessoas)).toBe(false);
  });
});
