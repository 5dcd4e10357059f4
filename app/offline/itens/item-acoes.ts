/**
 * What an officer can do with a write the server did not take (issue 26): open the form that
 * resolves a conflict, or re-apply refused work in one step. Pure, so it is tested without a browser.
 */
import { SCREENS } from '../../../shared/routes';
import type { OutboxItem, OutboxRequest } from '../db';

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
 * An edit of a person someone removed from the case, made again: the person linked to the case
 * again (what the form was opened on with the author's changes over it), then the author's edit
 * applied over what the server keeps of her. A create of a person the case already knew only fills
 * her blanks, so without the edit the old name would come back instead of the one typed. Null for
 * other items or when the item does not carry the whole record (queued before issue 26).
 */
export function recriacaoDe(
  item: OutboxItem,
  newId: () => string = () => crypto.randomUUID(),
): [OutboxRequest, OutboxRequest] | null {
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
  const criar = {
    id,
    op: PAPEL_DA_EDICAO[item.op].criar,
    input: { params: { casoId: item.casoId }, body },
    label: `Recriar ${nome}`.trim(),
    casoId: item.casoId,
  } as OutboxRequest;
  // Made on the record the create has just put back, at its first version.
  const editar = {
    id: newId(),
    op: item.op,
    input: { params: item.input.params, body: { ...partes, versao_base: 1 } },
    label: item.label,
    casoId: item.casoId,
  } as OutboxRequest;
  return [criar, editar];
}

/**
 * An edit of a note deleted meanwhile (on another device of its author), made again as a new note
 * with the text typed. Null for other items, or when the edit carries no text (then nothing was typed).
 */
export function recriacaoDeAnotacao(
  item: OutboxItem,
  newId: () => string = () => crypto.randomUUID(),
): OutboxRequest | null {
  if (item.op !== 'updateAnotacao' || item.lastError?.code !== 'NOT_FOUND') return null;
  const { params, body } = item.input;
  const anotacao = body.anotacao ?? (item.base?.anotacao as string | undefined);
  if (!anotacao) return null;
  const id = newId();
  return {
    id,
    op: 'createAnotacao',
    input: { params: { casoId: params.casoId }, body: { id, anotacao } },
    label: 'Anotação recriada',
    casoId: params.casoId,
  };
}

/** A second 'Local do Crime' the server refused because the case already has one. */
export function localRepetido(item: OutboxItem): item is OutboxItem & { op: 'createLocalCrime' } {
  return item.op === 'createLocalCrime' && item.lastError?.code === 'LOCAL_EXISTS';
}

/**
 * Removing the case's saved location to put another in its place: with the version the officer
 * compared, so that a colleague's later change of it is asked about by the server (DELETE_CONFLICT).
 */
export function exclusaoDoLocalSalvo(
  casoId: string,
  salvo: { id: string; versao: number },
  newId: () => string = () => crypto.randomUUID(),
): OutboxRequest {
  return {
    id: newId(),
    op: 'deleteLocalCrime',
    input: { params: { casoId, localId: salvo.id }, query: { versao_base: salvo.versao } },
    label: 'Apagar o local do crime salvo antes',
    casoId,
  };
}

/**
 * 'Usar o meu': the saved location removed (when the case still has one), then the officer's
 * saved, in this order. The item's own create goes again under a new operation id.
 */
export function trocaDeLocal(
  item: OutboxItem & { op: 'createLocalCrime' },
  salvo: { id: string; versao: number } | null,
  newId: () => string = () => crypto.randomUUID(),
): [OutboxRequest, ...OutboxRequest[]] {
  const casoId = item.input.params.casoId;
  const meu: OutboxRequest = { id: newId(), op: item.op, input: item.input, label: item.label, casoId };
  return salvo ? [exclusaoDoLocalSalvo(casoId, salvo, newId), meu] : [meu];
}
