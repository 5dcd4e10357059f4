/**
 * What a person's document grid shows: the server's documents with the user's uploads and deletes
 * that still wait in the outbox laid over them, so a document scanned offline appears at once,
 * marked '(Offline)', and one deleted offline disappears at once. Pure, so it is tested without a
 * browser.
 */
import type { DocumentoTipo } from '../../../shared/options';
import type { Documento } from '../../../shared/schemas/documentos';
import type { OutboxRequest } from '../../offline/db';
import { foldPending, type Overlay } from '../../offline/overlay';

export interface DocumentoView {
  id: string;
  tipo: DocumentoTipo;
  /** The case it was captured in. */
  casoId: string | null;
  /** The full image on the server; null while it waits in the outbox (see `blob`). */
  url: string | null;
  /** The server's thumbnail, or the full image when there is none. */
  thumbnailUrl: string | null;
  /** The picture itself while it waits on the device, to be shown from an object URL. */
  blob: Blob | null;
  /** Saved on the device and not yet on the server. */
  offline: boolean;
}

type DocumentosOverlay = Overlay<DocumentoView[], { pessoaId: string }>;

export const documentosOverlay: DocumentosOverlay = {
  // Newest first, as the server lists them; one the server already holds is shown from the server.
  createDocumento: (view, { params, fields, file }, _meta, { pessoaId }) => {
    if (params.pessoaId !== pessoaId || view.some((documento) => documento.id === fields.id)) return view;
    const waiting: DocumentoView = {
      id: fields.id,
      tipo: fields.tipo,
      casoId: params.casoId,
      url: null,
      thumbnailUrl: null,
      blob: file.blob,
      offline: true,
    };
    return [waiting, ...view];
  },
  deleteDocumento: (view, { params }, _meta, { pessoaId }) =>
    params.pessoaId === pessoaId ? view.filter((documento) => documento.id !== params.documentoId) : view,
};

function fromServer(documento: Documento): DocumentoView {
  return {
    id: documento.id,
    tipo: documento.tipo,
    casoId: documento.caso_id,
    url: documento.media.url,
    thumbnailUrl: documento.media.miniatura_url ?? documento.media.url,
    blob: null,
    offline: false,
  };
}

/** `pending` are the user's outbox items in sending order; the ones about this person apply. */
export function documentosWithPending(
  pessoaId: string,
  server: readonly Documento[],
  pending: readonly OutboxRequest[],
): DocumentoView[] {
  return foldPending([documentosOverlay], server.map(fromServer), pending, { pessoaId });
}
