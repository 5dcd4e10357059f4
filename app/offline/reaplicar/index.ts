/**
 * The ways to apply refused work again, one file each (issue 26). The first that serves an item
 * gives its buttons; an item none serves can be sent again as it is ('Reenviar').
 */
import type { OutboxItem } from '../db';
import { useOfflineQuery } from '../useOfflineQuery';
import { recriarAnotacao } from './anotacao';
import { casoApagado, verificandoCaso } from './caso-apagado';
import { conflitoDeEdicao } from './conflito';
import { criacaoApagada } from './criacao-apagada';
import { confirmarExclusao } from './exclusao';
import { compararLocais } from './local';
import { conflitoDePessoa, recriarPessoa } from './pessoa';
import { registroApagado } from './registro-apagado';
import type { ContextoDoItem, Reaplicacao } from './tipos';

export type { ContextoDoItem, Reaplicacao, ReaplicacaoProps } from './tipos';

/**
 * In order: what knows the case is gone comes before what would recreate a record in it, and what
 * recreates one before the last resort for a record that cannot be made again.
 */
export const REAPLICACOES: readonly Reaplicacao[] = [
  casoApagado,
  verificandoCaso,
  conflitoDePessoa,
  conflitoDeEdicao,
  confirmarExclusao,
  recriarPessoa,
  recriarAnotacao,
  compararLocais,
  criacaoApagada,
  registroApagado,
];

export function reaplicacaoDe(item: OutboxItem, contexto: ContextoDoItem): Reaplicacao | undefined {
  return REAPLICACOES.find((reaplicacao) => reaplicacao.serve(item, contexto));
}

/**
 * The way to apply this item again. A record the server did not find may be gone with its whole
 * case: the case is read (the same read its screens make) to tell which, since both answer 404.
 */
export function useReaplicacao(item: OutboxItem): Reaplicacao | undefined {
  const perguntar = item.status === 'failed' && item.lastError?.code === 'NOT_FOUND' && item.casoId;
  const caso = useOfflineQuery('getCaso', perguntar ? { params: { casoId: perguntar } } : null);
  const casoApagado = !perguntar ? false : caso.notFound ? true : caso.fetching ? null : false;
  return reaplicacaoDe(item, { casoApagado });
}
