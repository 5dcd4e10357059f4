/**
 * Two 'Local do Crime' of one case, line by line (issue 26): the one this officer typed and the one
 * the case already has, as the officer compares them before choosing which stays. Pure.
 */

import { formatCep } from '../../../shared/formatos/text';
import { formatCoordenadas } from '../../../shared/geo';
import { CONDICOES, rotuloCondicao } from '../../../shared/options-caso';
import type { LocalCrime } from '../../../shared/schemas/locais';
import { localDateTime } from '../../lib/format';

export type LocalComparavel = Pick<
  LocalCrime,
  | 'rua'
  | 'numero'
  | 'bairro'
  | 'complemento'
  | 'cep'
  | 'estado'
  | 'cidade'
  | 'coordenadas'
  | 'precisao_m'
  | 'obtida_em'
  | 'created_at'
> & { condicoes?: LocalCrime['condicoes'] };

export interface LinhaComparada {
  rotulo: string;
  meu: string;
  salvo: string;
  /** The two say different things: the line the officer should look at. */
  difere: boolean;
}

const VAZIO = '—';

function posicao(local: LocalComparavel): string {
  if (!local.coordenadas) return 'Sem posição (endereço à mão)';
  const precisao =
    local.precisao_m === null ? 'marcada à mão' : `precisão de ${Math.round(local.precisao_m)} m`;
  return `${formatCoordenadas(local.coordenadas)} (${precisao})`;
}

const LINHAS: [string, (local: LocalComparavel) => string | null | undefined][] = [
  ['Rua e número', (l) => [l.rua, l.numero].filter(Boolean).join(', ')],
  ['Bairro', (l) => l.bairro],
  ['Cidade', (l) => (l.cidade ? `${l.cidade.nome} / ${l.cidade.uf}` : l.estado)],
  ['CEP', (l) => l.cep && formatCep(l.cep)],
  ['Complemento', (l) => l.complemento],
  ['Posição', posicao],
  ...Object.entries(CONDICOES).map(([campo, rotulo]): [string, (local: LocalComparavel) => string | null] => [
    rotulo,
    (l) => {
      const valor = l.condicoes?.[campo as keyof NonNullable<LocalCrime['condicoes']>];
      return valor ? rotuloCondicao(valor) : null;
    },
  ]),
];

/** Each line either of them fills, with both values; lines both leave empty are left out. */
export function linhasComparadas(meu: LocalComparavel, salvo: LocalComparavel | null): LinhaComparada[] {
  return LINHAS.flatMap(([rotulo, valor]) => {
    const deMeu = valor(meu) || VAZIO;
    const doSalvo = (salvo && valor(salvo)) || VAZIO;
    if (deMeu === VAZIO && doSalvo === VAZIO) return [];
    return [{ rotulo, meu: deMeu, salvo: doSalvo, difere: deMeu !== doSalvo }];
  });
}

/** What 'Manter o salvo' throws away, in one line per filled field, for its confirmation. */
export function oQueSePerde(meu: LocalComparavel): string[] {
  return LINHAS.flatMap(([rotulo, valor]) => {
    const texto = valor(meu);
    return texto ? [`${rotulo}: ${texto}`] : [];
  });
}

/** 'Salvo em 26/11/2026 22:40'. */
export function quando(local: Pick<LocalComparavel, 'created_at'>): string {
  return localDateTime(local.created_at);
}
