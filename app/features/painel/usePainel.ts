/**
 * The dashboard pages' reads (spec §4: fetched once and cached until cleared). Each answer is
 * kept on the device (useOfflineQuery) and in memory for the session, so going from page to page
 * asks nothing again; 'Atualizar' asks the server for its latest figures. The filter is shared
 * by the pages and lives as long as the tab.
 */
import { useSyncExternalStore } from 'react';
import type { PainelFiltro } from '../../../shared/schemas/painel';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import type { Escolha } from './periodo';

const SEMPRE = Number.POSITIVE_INFINITY;
const opcoes = { staleTime: SEMPRE } as const;

export function useDashboard(filtro: PainelFiltro) {
  return useOfflineQuery('getDashboard', { query: filtro }, opcoes);
}

export function useEstatistica(filtro: PainelFiltro) {
  return useOfflineQuery('getEstatistica', { query: filtro }, opcoes);
}

let escolha: Escolha = { periodo: 'tudo', unidadeId: null };
const ouvintes = new Set<() => void>();

export function useEscolha(): [Escolha, (nova: Escolha) => void] {
  const atual = useSyncExternalStore(
    (ouvir) => {
      ouvintes.add(ouvir);
      return () => ouvintes.delete(ouvir);
    },
    () => escolha,
  );
  return [
    atual,
    (nova) => {
      escolha = nova;
      for (const ouvir of ouvintes) ouvir();
    },
  ];
}
