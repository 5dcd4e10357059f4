import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '../../shared/schemas/common';
import { encaminhamentoList, municipioList } from '../../shared/schemas/referencia';
import { serviceContext } from '../auth/access';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { listEncaminhamentos, listMunicipios } from '../services/referencia.service';

/** The municipality list changes about once a decade; a day in the browser cache is safe. */
const MUNICIPIOS_CACHE = 'private, max-age=86400';

export function referenciaRoutes(db: Db, env: Env): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/municipios',
      {
        config: { access: 'login' },
        schema: {
          tags: ['referencia'],
          summary: 'Todos os municípios, para o autocompletar de cidade (também offline)',
          response: { 200: municipioList, 401: apiError },
        },
      },
      async (request, reply) => {
        const data = await listMunicipios(serviceContext(request, db, env));
        reply.header('Cache-Control', MUNICIPIOS_CACHE);
        return { data };
      },
    );

    app.get(
      '/encaminhamentos',
      {
        config: { access: 'login' },
        schema: {
          tags: ['referencia'],
          summary: 'Locais de encaminhamento de vítima sobrevivente',
          response: { 200: encaminhamentoList, 401: apiError },
        },
      },
      async (request) => ({ data: await listEncaminhamentos(serviceContext(request, db, env)) }),
    );
  };
}
