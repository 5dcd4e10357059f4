import type { documentosEndpoints, mediaEndpoints } from '../../../shared/api/documentos';
import { extensaoDe } from '../../../shared/midia-nome';
import { AppError } from '../../errors';
import type { Handlers } from '../../http/register';
import { parseRange, RangeNotSatisfiableError } from '../../storage/byte-range';
import type { MediaStore } from '../../storage/media-store';
import { deleteDocumento, listDocumentosOfPessoa, uploadDocumento } from './documento.service';
import { type MediaConteudo, type MediaVariante, openMedia } from './media.service';

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
 * clears it (Clear-Site-Data). A range (a player's piece) is answered 206 from a stream of just
 * those bytes.
 */
function enviar(
  { reply, request }: Pick<MediaArgs, 'reply' | 'request'>,
  conteudo: MediaConteudo,
  anexo: string | null,
) {
  const etag = `"${conteudo.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff');
  if (anexo) reply.header('Content-Disposition', `attachment; filename="${anexo}"`);
  if (!conteudo.range && request.headers['if-none-match'] === etag) {
    conteudo.stream.destroy();
    return reply.code(304).send();
  }
  reply.header('Content-Type', conteudo.contentType);
  if (conteudo.range) {
    const { start, end } = conteudo.range;
    return reply
      .code(206)
      .header('Content-Range', `bytes ${start}-${end}/${conteudo.size}`)
      .header('Content-Length', end - start + 1)
      .send(conteudo.stream);
  }
  return reply.header('Content-Length', conteudo.size).send(conteudo.stream);
}

async function abrir(args: MediaArgs, store: MediaStore, variante: MediaVariante, download: boolean) {
  const { headers } = args.request;
  try {
    const conteudo = await openMedia(args.ctx, store, args.params.mediaId, variante, {
      range: parseRange(headers.range),
      ifRange: headers['if-range'] as string | undefined,
      download,
    });
    const anexo = download ? `${args.params.mediaId}.${extensaoDe(conteudo.contentType)}` : null;
    return enviar(args, conteudo, anexo);
  } catch (error) {
    if (error instanceof RangeNotSatisfiableError) {
      args.reply.header('Content-Range', `bytes */${error.size}`);
      throw new AppError('RANGE_NOT_SATISFIABLE', 'O intervalo pedido está fora do arquivo.');
    }
    throw error;
  }
}

export function mediaHandlers(store: MediaStore) {
  return {
    getMedia: (args) => abrir(args, store, 'original', args.query.download === '1'),
    getMediaMiniatura: (args) => abrir(args as MediaArgs, store, 'miniatura', false),
  } satisfies Pick<Handlers, keyof typeof mediaEndpoints>;
}
