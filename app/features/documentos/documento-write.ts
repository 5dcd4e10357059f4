/**
 * The writes of a person's documents. The SHA-256 is taken here, before queueing, so the server can
 * tell that what arrives is what was captured.
 */
import type { DocumentoTipo } from '../../../shared/options';
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
  /** Why the first one that failed was not saved. */
  firstError: unknown;
}

/**
 * Saves each document through the one write path, in order: online it is uploaded at once, offline
 * the picture waits in the outbox behind its person. Answers how each went, so the caller tells the
 * user once.
 */
export async function saveDocumentos(
  owner: DocumentoOwner,
  documentos: readonly DocumentoNovo[],
  options: SaveOptions = {},
): Promise<SaveDocumentosOutcome> {
  const outcome: SaveDocumentosOutcome = { sent: 0, queued: 0, failed: 0, firstError: null };
  for (const documento of documentos) {
    let result: SaveResult<'createDocumento'>;
    try {
      result = await save(
        (await uploadRequest(owner, documento)) as OutboxRequest & { op: 'createDocumento' },
        options,
      );
    } catch (error) {
      result = { ok: false, error };
    }
    if (!result.ok) {
      outcome.failed += 1;
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
