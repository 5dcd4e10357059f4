/**
 * The report as one model (issue 42 item 9): the case's own data, then the sections every case
 * feature declares with its part (shared/caso/caso-partes.ts), in their order. The report screen
 * and the PDF both draw it; neither names a feature.
 */
import { SECOES_DAS_PARTES, type SecaoDasPartes } from '../caso/caso-partes';
import type { ItemDaSecao, SecaoDaParte } from '../caso/relatorio-secao';
import { dataPdf } from '../pdf/formato';
import type { Caso } from '../schemas/casos';
import type { RelatorioExclusao } from '../schemas/relatorio';
import { usuarioComMatricula } from './comum';

/** The case as the report reads it: the server's `Caso` and the device's view both fit. */
export type RelatorioCaso = Omit<
  Caso,
  'identificador' | 'contagens' | 'policy' | 'acessos_justificados' | 'revisao' | 'editavel_ate' | 'versao'
> & { identificador: string | null };

/** What a section declares it reads, each of them: the case must give them all. */
type LeituraDe<S> = S extends { itens(caso: infer C): unknown } ? C : never;
type Faltando<L> = L extends unknown ? (RelatorioCaso extends L ? never : L) : never;
type NaoLido = Faltando<LeituraDe<SecaoDasPartes>>;
/** Fails the type check when a section reads something the case does not hold. */
const _todaSecaoLe: [NaoLido] extends [never] ? true : NaoLido = true;
void _todaSecaoLe;

export interface SecaoDoRelatorio {
  secao: string;
  titulo: string;
  itens: readonly ItemDaSecao[];
}

/** The case's own data: what no feature holds. */
const DADOS_DO_CASO: SecaoDaParte<RelatorioCaso> = {
  secao: 'caso',
  titulo: 'Dados do caso',
  ordem: 20,
  itens: (caso) => [
    {
      id: caso.id,
      linhas: [
        ['Nome do caso', caso.name],
        ['Identificador', caso.identificador],
        ['Aberto em', dataPdf(caso.created_at)],
        ['Aberto por', usuarioComMatricula(caso.user)],
      ],
    },
  ],
};

/** Every section, in its order, with its items; a section with none is left out. */
export function modeloDoRelatorio(caso: RelatorioCaso): SecaoDoRelatorio[] {
  const secoes = [DADOS_DO_CASO, ...(SECOES_DAS_PARTES as readonly SecaoDaParte<RelatorioCaso>[])];
  return [...secoes]
    .sort((a, b) => a.ordem - b.ordem)
    .map(({ secao, titulo, itens }) => ({ secao, titulo, itens: itens(caso) }))
    .filter((secao) => secao.itens.length > 0);
}

/** Whether the report screen's toggles left the item in. */
export function incluido(
  caso: { relatorio_exclusoes: readonly RelatorioExclusao[] },
  tipo: RelatorioExclusao['tipo'],
  id: string,
): boolean {
  return !caso.relatorio_exclusoes.some((e) => e.tipo === tipo && e.id === id);
}

/** The items the paper prints: the ones not left out. */
export const itensImpressos = (caso: RelatorioCaso, secao: SecaoDoRelatorio) =>
  secao.itens.filter((item) => !item.exclusao || incluido(caso, item.exclusao.tipo, item.id));
