/**
 * The writes of a person's documents. The SHA-256 is taken here, before queueing, so the server can
 * tell that what arrives is what was captured.
 */
import type { DocumentoTipo } from '../../../shared/options';
import { describeError } from '../../lib/errors';
import { sha256Hex } from '../../lib/sha256';
import type { OutboxRequest } from '../../offline/db';
import { type SaveOptions, type SaveResult, save } from '../../offline/fila/save';

/** A document picked or captured and held by a form until its person is saved. */
export interface DocumentoNovo {
  id: string;
  tipo: DocumentoTipo;
  blob: Blob;
  name: string;
}

export const DOCUMENTO_SALVO = 'Documento salvo com sucesso!';
export const DOCUMENTO_DELETADO = 'Documento deletado com sucesso.';
export const ERRO_DELETAR_DOCUMENTO = 'Erro ao deletar documento.';

export interface DocumentoOwner {
  pessoaId: string;
  casoId: string;
  nomePessoa: string;
}

export async function uploadRequest(owner: DocumentoOwner, documento: DocumentoNovo): Promise<OutboxRequest> {
  const sha256 = await sha256Hex(documento.blob);
  return {
    id: documento.id,
    op: 'createDocumento',
    input: {
      params: { casoId: owner.casoId, pessoaId: owner.pessoaId },
      fields: { id: documento.id, tipo: documento.tipo, sha256 },
      file: { blob: documento.blob, name: documento.name },
    },
    label: `Documento ${documento.tipo} de ${owner.nomePessoa}`,
    casoId: owner.casoId,
  };
}

export interface SaveDocumentosOutcome {
  sent: number;
  queued: number;
  failed: number;
  /** Of the failed, those kept as refused items of the outbox, to send again or discard there. */
  kept: number;
  /** Why the first one that failed was not saved. */
  firstError: unknown;
}

/** Where a refused document went, said after why it was refused. */
export function ficouNaSincronizacao(quantos: number): string {
  return quantos === 1
    ? 'O documento ficou na Sincronização, para reenviar ou descartar.'
    : `Os ${quantos} documentos ficaram na Sincronização, para reenviar ou descartar.`;
}

/** What a person's save tells of the documents it did not send: how many, why, and where they are. */
export function documentosNaoEnviados(outcome: SaveDocumentosOutcome): string {
  const quantos =
    outcome.failed === 1 ? '1 documento não foi enviado' : `${outcome.failed} documentos não foram enviados`;
  const motivo = describeError(outcome.firstError)?.message;
  return [`Mas ${quantos}.`, motivo, outcome.kept > 0 && ficouNaSincronizacao(outcome.kept)]
    .filter(Boolean)
    .join('\n');
}

/**
 * Saves each document through the one write path, in order: online it is uploaded at once, offline
 * the picture waits in the outbox behind its person, and one the server refuses is kept there as
 * refused (the picture may exist nowhere else). Answers how each went, so the caller tells the user
 * once.
 */
export async function saveDocumentos(
  owner: DocumentoOwner,
  documentos: readonly DocumentoNovo[],
  options: SaveOptions = {},
): Promise<SaveDocumentosOutcome> {
  const outcome: SaveDocumentosOutcome = { sent: 0, queued: 0, failed: 0, kept: 0, firstError: null };
  for (const documento of documentos) {
    let result: SaveResult<'createDocumento'>;
    try {
      result = await save(
        (await uploadRequest(owner, documento)) as OutboxRequest & { op: 'createDocumento' },
        { ...options, keepRefused: true },
      );
    } catch (error) {
      result = { ok: false, error };
    }
    if (!result.ok) {
      outcome.failed += 1;
      if (result.kept) outcome.kept += 1;
      outcome.firstError ??= result.error;
    } else if (result.sent) outcome.sent += 1;
    else outcome.queued += 1;
  }
  return outcome;
}

/** The delete of a document captured in `casoId`; a document still waiting is sent, then deleted. */
export function deleteRequest(
  owner: DocumentoOwner,
  documento: { id: string; tipo: DocumentoTipo },
): OutboxRequest {
  return {
    id: crypto.randomUUID(),
    op: 'deleteDocumento',
    input: { params: { casoId: owner.casoId, pessoaId: owner.pessoaId, documentoId: documento.id } },
    label: `Apagar documento ${documento.tipo} de ${owner.nomePessoa}`,
    casoId: owner.casoId,
  };
}
