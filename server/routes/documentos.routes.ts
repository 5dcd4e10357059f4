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

type MediaArgs = Parameters<Handlers['getMedia']>[0];

/**
 * Evidence must not outlive the session in the browser: the copy it keeps is private and checked
 * with the server at every use (a 304 when unchanged, still authorised and on record), and logout
 * clears it (Clear-Site-Data).
 */
function enviar({ reply, request }: Pick<MediaArgs, 'reply' | 'request'>, conteudo: MediaConteudo) {
  const etag = `"${conteudo.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === etag) {
    conteudo.stream.destroy();
    return reply.code(304).send();
  }
  return reply
    .header('Content-Type', conteudo.contentType)
    .header('Content-Length', conteudo.size)
    .send(conteudo.stream);
}

export function mediaHandlers(store: MediaStore) {
  return {
    getMedia: async (args) => enviar(args, await openMedia(args.ctx, store, args.params.mediaId, 'original')),
    getMediaMiniatura: async (args) =>
      enviar(args, await openMedia(args.ctx, store, args.params.mediaId, 'miniatura')),
  } satisfies Pick<Handlers, keyof typeof mediaEndpoints>;
}
