import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessOf } from '../../shared/routes';
import { apiError } from '../../shared/schemas/common';
import { unidade, unidadeCreateRequest, unidadeList } from '../../shared/schemas/unidades';
import { serviceContext } from '../auth/access';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { createUnidade, listUnidades } from '../services/unidade.service';

export function unidadesRoutes(db: Db, env: Env): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/unidades',
      {
        config: { access: 'login' },
        schema: {
          tags: ['unidades'],
          summary: 'Lista as unidades',
          response: { 200: unidadeList, 401: apiError },
        },
      },
      async (request) => ({ data: await listUnidades(serviceContext(request, db, env)) }),
    );

    app.post(
      '/unidades',
      {
        config: { access: accessOf('Unidades') },
        schema: {
          tags: ['unidades'],
          summary: 'Cria uma unidade (idempotente pelo id)',
          body: unidadeCreateRequest,
          response: {
            200: unidade,
            201: unidade,
            400: apiError,
            401: apiError,
            403: apiError,
            409: apiError,
          },
        },
      },
      async (request, reply) => {
        const result = await createUnidade(serviceContext(request, db, env), request.body);
        reply.code(result.created ? 201 : 200);
        return result.unidade;
      },
    );
  };
}
