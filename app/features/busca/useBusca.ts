import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import { call, motivoDaRecusa } from '../../lib/api';
import {
  BUSCA_INICIAL,
  type BuscaFiltros,
  type BuscaState,
  chegou,
  falhou,
  type ListaNome,
  novaBusca,
  pedindo,
  temMais,
} from './busca-state';

/**
 * The last search, kept while the app runs: coming back to the screen (the browser's back from a
 * case or a profile) finds it as it was; entering anew (from Home, a link) starts empty (§4).
 */
let memoria: BuscaState = BUSCA_INICIAL;
export type BuscaCampos = Record<string, string>;
let camposMemoria: BuscaCampos = {};

const OPERACAO = { pessoas: 'searchPessoasBusca', casos: 'searchCasosBusca' } as const;

export function useBusca() {
  const voltando = useNavigationType() === 'POP';
  const [state, setState] = useState<BuscaState>(() => (voltando ? memoria : BUSCA_INICIAL));
  const [campos, setCampos] = useState<BuscaCampos>(() => (voltando ? camposMemoria : {}));
  const ref = useRef(state);
  // What was typed may differ from what was searched; both come back.
  useEffect(() => {
    memoria = state;
    camposMemoria = campos;
  }, [state, campos]);

  const mudar = useCallback((next: BuscaState) => {
    ref.current = next;
    setState(next);
  }, []);

  const carregar = useCallback(
    async (nome: ListaNome, filtros: BuscaFiltros, page: number, geracao: number) => {
      try {
        const pagina = await call(OPERACAO[nome], { query: { ...filtros, page } });
        mudar(chegou(ref.current, geracao, nome, pagina as never));
      } catch (error) {
        mudar(falhou(ref.current, geracao, nome, motivoDaRecusa(error)));
      }
    },
    [mudar],
  );

  const pesquisar = useCallback(
    (filtros: BuscaFiltros, aba: ListaNome) => {
      const next = { ...novaBusca(ref.current, filtros), aba };
      mudar(next);
      void carregar('pessoas', filtros, 1, next.geracao);
      void carregar('casos', filtros, 1, next.geracao);
    },
    [carregar, mudar],
  );

  /** The next page of the list, if it has one and none is on its way. */
  const carregarMais = useCallback(
    (nome: ListaNome) => {
      const atual = ref.current;
      if (!atual.filtros || !temMais(atual[nome])) return;
      mudar(pedindo(atual, nome));
      void carregar(nome, atual.filtros, atual[nome].page + 1, atual.geracao);
    },
    [carregar, mudar],
  );

  /** Asks again for the page that failed (the first, or the next). */
  const repetir = useCallback(
    (nome: ListaNome) => {
      const atual = ref.current;
      if (!atual.filtros) return;
      mudar(pedindo(atual, nome));
      void carregar(nome, atual.filtros, atual[nome].page + 1, atual.geracao);
    },
    [carregar, mudar],
  );

  const limpar = useCallback(() => {
    mudar({ ...BUSCA_INICIAL, geracao: ref.current.geracao + 1 });
    setCampos({});
  }, [mudar]);

  const setAba = useCallback((aba: ListaNome) => mudar({ ...ref.current, aba }), [mudar]);

  return { state, campos, setCampos, pesquisar, carregarMais, repetir, limpar, setAba };
}
