import { Text } from '@mantine/core';
import { useState } from 'react';
import { SEM_CONEXAO, useExclusao } from '../../components/form';
import { describeError } from '../../lib/errors';
import { showNotice, showSuccess } from '../../lib/notify';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { DocumentoScanner, type ScannedImage } from './DocumentoScanner';
import { DocumentosGallery } from './DocumentosGallery';
import {
  DOCUMENTO_DELETADO,
  DOCUMENTO_SALVO,
  type DocumentoOwner,
  deleteRequest,
  ERRO_DELETAR_DOCUMENTO,
  ficouNaSincronizacao,
  saveDocumentos,
} from './documento-write';
import type { DocumentoView } from './documentos-view';

export interface PessoaDocumentosProps extends DocumentoOwner {
  /** Scanner and delete buttons; false shows the documents only. */
  editable: boolean;
}

/** A saved person's documents, with the scanner when they may be changed; each new one is saved at once. */
export function PessoaDocumentos({ editable, ...owner }: PessoaDocumentosProps) {
  const read = useOfflineQuery('listDocumentos', {
    params: { casoId: owner.casoId, pessoaId: owner.pessoaId },
  });
  // Hidden until asked for, so the form stays short on a phone; a new document opens it, to be seen.
  const [open, setOpen] = useState(false);

  const add = async (image: ScannedImage) => {
    const outcome = await saveDocumentos(owner, [{ id: crypto.randomUUID(), ...image }], {
      silentFailure: true,
    });
    const recusa = outcome.failed > 0 ? describeError(outcome.firstError) : null;
    if (recusa) {
      showNotice(
        outcome.kept > 0 ? { ...recusa, message: `${recusa.message}\n${ficouNaSincronizacao(1)}` } : recusa,
      );
    } else if (outcome.sent > 0) showSuccess(DOCUMENTO_SALVO);
    setOpen(true);
  };

  const exclusao = useExclusao({
    // A document is deleted in the case it was captured in; a file has no version to name.
    pedido: (documento: DocumentoView) =>
      deleteRequest({ ...owner, casoId: documento.casoId ?? owner.casoId }, documento),
    versao: () => undefined,
    success: DOCUMENTO_DELETADO,
    failureTitle: ERRO_DELETAR_DOCUMENTO,
  });

  return (
    <DocumentosGallery
      pessoaId={owner.pessoaId}
      nomePessoa={owner.nomePessoa}
      // A person saved offline is not on the server yet: it has only what waits on the device.
      server={read.data?.data ?? []}
      loading={read.loading}
      note={
        read.fromCache || (read.offline && !read.data) ? (
          <Text size="xs" c="dimmed">
            {`${SEM_CONEXAO}: mostrando o que está salvo no aparelho.`}
          </Text>
        ) : read.error && !read.notFound && !read.offline ? (
          <Text size="xs" c="var(--mantine-color-error)" role="alert">
            Erro na requisição!
          </Text>
        ) : null
      }
      open={open}
      onOpenChange={setOpen}
      exclusao={editable ? exclusao : undefined}
    >
      {editable && <DocumentoScanner onImage={add} />}
    </DocumentosGallery>
  );
}
