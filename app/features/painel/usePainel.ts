/**
 * The dashboard pages' reads (spec §4: fetched once and cached until cleared). Each answer is
 * kept on the device (useOfflineQuery) and in memory for the session, so going from page to page
 * asks nothing again; 'Atualizar' asks the server for its latest figures. The filter is shared
 * by the pages and lives as long as the tab.
 */
import { useSyncExternalStore } from 'react';
import type { PainelFiltro } from '../../../shared/schemas/painel';
import { useOfflineQuery } from '../../offline/useOfflineQuery';

const SEMPRE = Number.POSITIVE_INFINITY;
const opcoes = { staleTime: SEMPRE } as const;

export function useDashboard(filtro: PainelFiltro) {
  return useOfflineQuery('getDashboard', { query: filtro }, opcoes);
}

export function useEstatistica(filtro: PainelFiltro) {
  return useOfflineQuery('getEstatistica', { query: filtro }, opcoes);
}

/** Periods a delegate asks for; months are whole, as the summaries are kept. */
export const PERIODOS = [
  { value: 'tudo', label: 'Tudo' },
  { value: '12m', label: '12 meses' },
  { value: 'ano', label: 'Este ano' },
  { value: 'ano-passado', label: 'Ano passado' },
] as const;
export type Periodo = (typeof PERIODOS)[number]['value'];

export interface Escolha {
  periodo: Periodo;
  unidadeId: string | null;
}

const mes = (ano: number, indice: number) => {
  const data = new Date(ano, indice, 1);
  return `${data.getFullYear()}-${String(data.getMonth() + 1).padStart(2, '0')}`;
};

/** The query for a choice, from today's month on the device's clock. */
export function filtroDe(escolha: Escolha, hoje = new Date()): PainelFiltro {
  const ano = hoje.getFullYear();
  const unidade = escolha.unidadeId ? { unidade_id: escolha.unidadeId } : {};
  switch (escolha.periodo) {
    case '12m':
      return { de: mes(ano, hoje.getMonth() - 11), ate: mes(ano, hoje.getMonth()), ...unidade };
    case 'ano':
      return { de: mes(ano, 0), ate: mes(ano, 11), ...unidade };
    case 'ano-passado':
      return { de: mes(ano - 1, 0), ate: mes(ano - 1, 11), ...unidade };
    default:
      return unidade;
  }
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
