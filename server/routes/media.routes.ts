import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, uuid } from '../../shared/schemas/common';
import { serviceContext } from '../auth/access';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { abrirMedia, type MediaConteudo, type MediaVariante } from '../services/media.service';
import type { MediaStore } from '../storage/media-store';

const mediaParams = z.object({ mediaId: uuid });

// A stream cannot be validated or serialised; this only tells OpenAPI what the bytes are.
const binary = z.string().meta({ format: 'binary' });
const imagem = (description: string) => ({
  description,
  content: { 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } },
});

/** The bytes as stored; an object never changes under its id, so the browser may keep it for good. */
function enviar(reply: FastifyReply, conteudo: MediaConteudo): FastifyReply {
  return reply
    .header('Content-Type', conteudo.contentType)
    .header('Content-Length', conteudo.size)
    .header('ETag', `"${conteudo.sha256}"`)
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff')
    .send(conteudo.stream);
}

export function mediaRoutes(db: Db, env: Env, store: MediaStore): FastifyPluginAsyncZod {
  return async (app) => {
    const rota = (url: string, variante: MediaVariante, summary: string, description: string) =>
      app.get(
        url,
        {
          config: { access: 'login' },
          schema: {
            tags: ['media'],
            summary,
            params: mediaParams,
            response: { 200: imagem(description), 400: apiError, 401: apiError, 404: apiError },
          },
        },
        async (request, reply) =>
          enviar(
            reply,
            await abrirMedia(serviceContext(request, db, env), store, request.params.mediaId, variante),
          ),
      );

    rota('/media/:mediaId', 'original', 'Baixa uma imagem', 'Os bytes originais, como foram enviados');
    rota(
      '/media/:mediaId/miniatura',
      'miniatura',
      'Baixa a miniatura de uma imagem',
      'Miniatura JPEG; o original quando não há miniatura',
    );
  };
}
