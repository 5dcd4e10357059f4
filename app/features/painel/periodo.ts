/**
 * The dashboard pages' period and unit, and the query they make. Months are Paraíba's, as the
 * summaries count them (server/features/painel/painel-calculo.ts): a phone set to another time zone still
 * asks for the months an officer in Paraíba means.
 */

import { naParaiba } from '../../../shared/formatos/fuso';
import type { PainelFiltro } from '../../../shared/schemas/painel';

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
  const data = new Date(Date.UTC(ano, indice, 1));
  return `${data.getUTCFullYear()}-${String(data.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** The query for a choice, from this month on Paraíba's clock. */
export function filtroDe(escolha: Escolha, agora = new Date()): PainelFiltro {
  const hoje = naParaiba(agora.getTime());
  const ano = hoje.getUTCFullYear();
  const unidade = escolha.unidadeId ? { unidade_id: escolha.unidadeId } : {};
  switch (escolha.periodo) {
    case '12m':
      return { de: mes(ano, hoje.getUTCMonth() - 11), ate: mes(ano, hoje.getUTCMonth()), ...unidade };
    case 'ano':
      return { de: mes(ano, 0), ate: mes(ano, 11), ...unidade };
    case 'ano-passado':
      return { de: mes(ano - 1, 0), ate: mes(ano - 1, 11), ...unidade };
    default:
      return unidade;
  }
}
