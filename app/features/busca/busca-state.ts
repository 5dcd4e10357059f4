/**
 * The search screen's lists (spec §4 Search): pages accumulate, the page number moves on after
 * each page that arrives, a new search starts both lists over, and the next page is asked for only
 * while fewer than the total have arrived. Pure, so the rules are tested without a browser.
 */
import {
  BUSCA_PAGINAS_MAX,
  type BuscaQuery,
  type CasoResultado,
  type PessoaResultado,
} from '../../../shared/schemas/busca';

export type BuscaFiltros = Partial<Omit<BuscaQuery, 'page'>>;
export type ListaNome = 'pessoas' | 'casos';

export interface Lista<T> {
  items: T[];
  total: number;
  /** False: there are more than `total`, counted further as the list scrolls on. */
  exato: boolean;
  /** The last page that arrived; 0 before the first. */
  page: number;
  loading: boolean;
  error: boolean;
  /** What the server said when it refused the page (a limit reached), shown instead of the failure. */
  motivo?: string;
}

export interface BuscaState {
  /** The filters of the search on screen; null before the first search. */
  filtros: BuscaFiltros | null;
  /** Bumped by every new search, so a page of an older search is dropped when it arrives. */
  geracao: number;
  aba: ListaNome;
  pessoas: Lista<PessoaResultado>;
  casos: Lista<CasoResultado>;
}

const vazia = <T>(): Lista<T> => ({
  items: [],
  total: 0,
  exato: true,
  page: 0,
  loading: false,
  error: false,
});

export const BUSCA_INICIAL: BuscaState = {
  filtros: null,
  geracao: 0,
  aba: 'pessoas',
  pessoas: vazia(),
  casos: vazia(),
};

/** A new search: both lists empty and loading their first page. */
export function novaBusca(state: BuscaState, filtros: BuscaFiltros): BuscaState {
  const carregando = { ...vazia(), loading: true };
  return {
    ...state,
    filtros,
    geracao: state.geracao + 1,
    pessoas: carregando,
    casos: carregando,
  } as BuscaState;
}

/**
 * Whether the list has more to load: something arrived, nothing pending, and fewer than the total
 * or a total counted only so far; never past the last page the server gives.
 */
export function temMais(lista: Lista<unknown>): boolean {
  const falta = lista.items.length < lista.total || !lista.exato;
  return lista.page > 0 && lista.page < BUSCA_PAGINAS_MAX && falta && !lista.loading && !lista.error;
}

/** The tab's count: '…' before the first page, '1.000+' when the server counted only that far. */
export function contagemDaAba({ total, exato, loading, page }: Lista<unknown>): string {
  if (page === 0 && loading) return '…';
  return `${total.toLocaleString('pt-BR')}${exato ? '' : '+'}`;
}

export function pedindo(state: BuscaState, nome: ListaNome): BuscaState {
  return { ...state, [nome]: { ...state[nome], loading: true, error: false } };
}

/** A page arrived for the search `geracao`: appended, unless a newer search replaced it. */
export function chegou<N extends ListaNome>(
  state: BuscaState,
  geracao: number,
  nome: N,
  pagina: { data: BuscaState[N]['items']; total: number; total_exato: boolean; page: number },
): BuscaState {
  if (geracao !== state.geracao) return state;
  const atual = state[nome];
  // The same page twice (a repeated scroll event) is not appended twice.
  if (pagina.page <= atual.page) return { ...state, [nome]: { ...atual, loading: false } };
  const vistos = new Set(atual.items.map((item) => item.id));
  const novos = pagina.data.filter((item) => !vistos.has(item.id));
  // A page with nothing new ends the list (rows removed meanwhile), rather than asking on and on.
  if (novos.length === 0) {
    const fim = {
      ...atual,
      total: atual.items.length,
      exato: true,
      page: pagina.page,
      loading: false,
      error: false,
    };
    return { ...state, [nome]: fim };
  }
  return {
    ...state,
    [nome]: {
      items: [...atual.items, ...novos],
      total: pagina.total,
      exato: pagina.total_exato,
      page: pagina.page,
      loading: false,
      error: false,
    },
  };
}

export function falhou(state: BuscaState, geracao: number, nome: ListaNome, motivo?: string): BuscaState {
  if (geracao !== state.geracao) return state;
  return { ...state, [nome]: { ...state[nome], loading: false, error: true, motivo } };
}
