import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from '../../shared/routes';
import {
  acessoJustificadoRequest,
  caso,
  casoCreateRequest,
  casoHistorico,
  casoRenameRequest,
  casoResumo,
} from '../../shared/schemas/casos';
import { apiError, okResponse, uuid } from '../../shared/schemas/common';
import { serviceContext } from '../auth/access';
import type { Db } from '../db/client';
import type { Env } from '../env';
import {
  acessarComJustificativa,
  createCaso,
  deleteCaso,
  getCaso,
  listHistorico,
  renameCaso,
} from '../services/caso.service';

const casoParams = z.object({ casoId: uuid });

export function casosRoutes(db: Db, env: Env): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/casos',
      {
        config: { access: accessOf('casoNome') },
        schema: {
          tags: ['casos'],
          summary: 'Cria um caso (idempotente pelo id); o identificador vem do servidor',
          body: casoCreateRequest,
          response: {
            200: caso,
            201: caso,
            400: apiError,
            401: apiError,
            403: apiError,
            409: apiError,
          },
        },
      },
      async (request, reply) => {
        const result = await createCaso(serviceContext(request, db, env), request.body);
        reply.code(result.created ? 201 : 200);
        return result.caso;
      },
    );

    app.get(
      '/casos/historico',
      {
        config: { access: accessOf('historico') },
        schema: {
          tags: ['casos'],
          summary: 'Casos de que o usuário é membro, do mais novo ao mais antigo',
          response: { 200: casoHistorico, 401: apiError, 403: apiError },
        },
      },
      async (request) => listHistorico(serviceContext(request, db, env)),
    );

    app.get(
      '/casos/:casoId',
      {
        config: { access: accessOf('Caso') },
        schema: {
          tags: ['casos'],
          summary: 'O caso selecionado, com pessoas e contagens do hub',
          params: casoParams,
          response: { 200: caso, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request) => getCaso(serviceContext(request, db, env), request.params.casoId),
    );

    app.put(
      '/casos/:casoId/nome',
      {
        config: { access: accessOf('historico') },
        schema: {
          tags: ['casos'],
          summary: 'Renomeia um caso',
          params: casoParams,
          body: casoRenameRequest,
          response: { 200: casoResumo, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request) => renameCaso(serviceContext(request, db, env), request.params.casoId, request.body),
    );

    app.delete(
      '/casos/:casoId',
      {
        config: { access: accessOf('historico') },
        schema: {
          tags: ['casos'],
          summary: 'Apaga um caso (somente quem o criou)',
          params: casoParams,
          response: { 200: okResponse, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request) => {
        await deleteCaso(serviceContext(request, db, env), request.params.casoId);
        return { ok: true as const };
      },
    );

    app.post(
      '/casos/:casoId/acessos',
      {
        config: { access: accessOf('Caso') },
        schema: {
          tags: ['casos'],
          summary: 'Abre um caso de outra equipe, somente leitura, mediante justificativa',
          params: casoParams,
          body: acessoJustificadoRequest,
          response: {
            200: caso,
            400: apiError,
            401: apiError,
            403: apiError,
            404: apiError,
            409: apiError,
          },
        },
      },
      async (request) =>
        acessarComJustificativa(serviceContext(request, db, env), request.params.casoId, request.body),
    );
  };
}
