import type { documentosEndpoints, mediaEndpoints } from '../../shared/api/documentos';
import { deleteDocumento, listDocumentosOfPessoa, uploadDocumento } from '../services/documento.service';
import { type MediaConteudo, openMedia } from '../services/media.service';
import type { MediaStore } from '../storage/media-store';
import type { Handlers } from './register';

export function documentosHandlers(store: MediaStore) {
  return {
    createDocumento: ({ ctx, params, fields, file }) =>
      uploadDocumento(ctx, store, params.casoId, params.pessoaId, fields, file),
    listDocumentos: async ({ ctx, params }) => ({
      data: await listDocumentosOfPessoa(ctx, params.casoId, params.pessoaId),
    }),
    deleteDocumento: async ({ ctx, params }) => {
      await deleteDocumento(ctx, store, params.casoId, params.pessoaId, params.documentoId);
      return { ok: true as const };
    },
  } satisfies Pick<Handlers, keyof typeof documentosEndpoints>;
}

/** An object never changes under its id, so the browser may keep it for good. */
function enviar(reply: Parameters<Handlers['getMedia']>[0]['reply'], conteudo: MediaConteudo) {
  return reply
    .header('Content-Type', conteudo.contentType)
    .header('Content-Length', conteudo.size)
    .header('ETag', `"${conteudo.sha256}"`)
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .send(conteudo.stream);
}

export function mediaHandlers(store: MediaStore) {
  return {
    getMedia: async ({ ctx, params, reply }) =>
      enviar(reply, await openMedia(ctx, store, params.mediaId, 'original')),
    getMediaMiniatura: async ({ ctx, params, reply }) =>
      enviar(reply, await openMedia(ctx, store, params.mediaId, 'miniatura')),
  } satisfies Pick<Handlers, keyof typeof mediaEndpoints>;
}
