/**
 * What an officer can do with a write the server did not take (issue 26): open the form that
 * resolves a conflict, or re-apply refused work in one step. Pure, so it is tested without a browser.
 */
import { SCREENS } from '../../shared/routes';
import type { OutboxItem, OutboxRequest } from './db';

const PAPEL_DA_EDICAO = {
  updateVitima: { papel: 'vitima', criar: 'createVitima' },
  updateTestemunha: { papel: 'testemunha', criar: 'createTestemunha' },
  updateSuspeito: { papel: 'suspeito', criar: 'createSuspeito' },
} as const;

type EdicaoDePessoa = keyof typeof PAPEL_DA_EDICAO;

function edicaoDePessoa(
  item: Pick<OutboxRequest, 'op'>,
): item is Pick<OutboxRequest, 'op'> & { op: EdicaoDePessoa } {
  return item.op in PAPEL_DA_EDICAO;
}

/** The form where the author resolves this conflict, when the item is an edit of a person. */
export function rotaDoConflito(item: OutboxItem): string | null {
  if (!edicaoDePessoa(item)) return null;
  const { pessoaId } = (item.input as { params: { pessoaId: string } }).params;
  return SCREENS.update_pessoa.path
    .replace(':pessoa_id', pessoaId)
    .replace(':rota', PAPEL_DA_EDICAO[item.op].papel);
}

/**
 * An edit of a person someone removed from the case, made again as that person's new record in
 * the case: what the form was opened on with the author's changes over it. Null for other items
 * or when the item does not carry the whole record (queued before issue 26).
 */
export function recriacaoDe(
  item: OutboxItem,
  newId: () => string = () => crypto.randomUUID(),
): OutboxRequest | null {
  if (!edicaoDePessoa(item) || item.lastError?.code !== 'NOT_FOUND' || !item.base || !item.casoId)
    return null;
  const {
    versao_base: _v,
    resolucao: _r,
    ...partes
  } = (item.input as { body: Record<string, unknown> }).body;
  const id = newId();
  const body: Record<string, unknown> = { ...item.base, ...partes, id };
  const nome = (body.pessoa as { nome?: string } | undefined)?.nome ?? '';
  return {
    id,
    op: PAPEL_DA_EDICAO[item.op].criar,
    input: { params: { casoId: item.casoId }, body },
    label: `Recriar ${nome}`.trim(),
    casoId: item.casoId,
  } as OutboxRequest;
}
