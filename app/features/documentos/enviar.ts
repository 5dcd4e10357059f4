import type { DocumentoTipo } from '../../../shared/options';
import type { DocumentoUploadFields } from '../../../shared/schemas/documentos';
import { sha256Hex } from '../../lib/sha256';
import { notificarFalha, salvar } from '../casos/salvar';
import { documentosUrl, documentoUrl } from './documentos-view';

/** A document picked or captured and held by the form until its person is saved. */
export type DocumentoNovo = { id: string; tipo: DocumentoTipo; blob: Blob; nome: string };

export const DOCUMENTO_SALVO = 'Documento salvo com sucesso!';
export const DOCUMENTO_DELETADO = 'Documento deletado com sucesso.';
export const ERRO_DELETAR_DOCUMENTO = 'Erro ao deletar documento.';

/**
 * Saves each document of a person through the one write path, in order: online it is uploaded at
 * once, offline the picture waits in the outbox. The SHA-256 is taken here, before queueing, so the
 * server can tell that what arrives is what was captured. Never throws: each failure is shown.
 */
export async function enviarDocumentos(
  pessoaId: string,
  casoId: string,
  nomePessoa: string,
  itens: DocumentoNovo[],
): Promise<void> {
  for (const item of itens) {
    let sha256: string;
    try {
      sha256 = await sha256Hex(item.blob);
    } catch (error) {
      notificarFalha(error);
      continue;
    }
    const body: DocumentoUploadFields = { id: item.id, tipo: item.tipo, caso_id: casoId, sha256 };
    await salvar(
      {
        id: item.id,
        method: 'POST',
        url: documentosUrl(pessoaId),
        body,
        files: [{ field: 'file', blob: item.blob, name: item.nome }],
        label: `Documento ${item.tipo} de ${nomePessoa}`,
        casoId,
        preview: { tipo: item.tipo },
      },
      { sucesso: DOCUMENTO_SALVO },
    );
  }
}

/**
 * Deletes one document; true when the delete was sent or queued. A document still waiting in the
 * outbox is uploaded and then deleted, in that order, so the server's record of it stays whole.
 */
export async function apagarDocumento(
  pessoaId: string,
  casoId: string,
  nomePessoa: string,
  documento: { id: string; tipo: DocumentoTipo },
): Promise<boolean> {
  const salvo = await salvar(
    {
      id: crypto.randomUUID(),
      method: 'DELETE',
      url: documentoUrl(pessoaId, documento.id),
      label: `Apagar documento ${documento.tipo} de ${nomePessoa}`,
      casoId,
    },
    { sucesso: DOCUMENTO_DELETADO, tituloErro: ERRO_DELETAR_DOCUMENTO },
  );
  return salvo.ok;
}
