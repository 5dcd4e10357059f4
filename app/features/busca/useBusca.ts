import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import { call, motivoDaRecusa } from '../../lib/api';
import { useSession } from '../../lib/session';
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

export type BuscaCampos = Record<string, string>;

/**
 * The last search, kept while the app runs: coming back to the screen (the browser's back from a
 * case or a profile) finds it as it was; entering anew (from Home, a link) starts empty (§4). It is
 * its reader's: on a shared phone, the next officer's Back must not bring back what the previous
 * one searched, with data their own rights would mask.
 */
let memoria: { userId: string | null; state: BuscaState; campos: BuscaCampos } = {
  userId: null,
  state: BUSCA_INICIAL,
  campos: {},
};

const OPERACAO = { pessoas: 'searchPessoasBusca', casos: 'searchCasosBusca' } as const;

export function useBusca() {
  const userId = useSession().user?.id ?? null;
  const voltando = useNavigationType() === 'POP' && memoria.userId === userId;
  const [state, setState] = useState<BuscaState>(() => (voltando ? memoria.state : BUSCA_INICIAL));
  const [campos, setCampos] = useState<BuscaCampos>(() => (voltando ? memoria.campos : {}));
  const ref = useRef(state);
  // What was typed may differ from what was searched; both come back.
  useEffect(() => {
    memoria = { userId, state, campos };
  }, [userId, state, campos]);

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
