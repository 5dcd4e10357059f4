/**
 * The ways to apply refused work again, one file each (issue 26). The first that serves an item
 * gives its buttons; an item none serves can be sent again as it is ('Reenviar').
 */
import { confirmarExclusao } from './exclusao';
import { conflitoDePessoa, recriarPessoa } from './pessoa';
import type { Reaplicacao } from './tipos';

export type { Reaplicacao, ReaplicacaoProps } from './tipos';

export const REAPLICACOES: readonly Reaplicacao[] = [conflitoDePessoa, recriarPessoa, confirmarExclusao];

export function reaplicacaoDe(item: Parameters<Reaplicacao['serve']>[0]): Reaplicacao | undefined {
  return REAPLICACOES.find((reaplicacao) => reaplicacao.serve(item));
}
