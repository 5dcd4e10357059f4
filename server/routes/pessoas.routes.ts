import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from '../../shared/routes';
import { apiError, okResponse, uuid } from '../../shared/schemas/common';
import { perfilPessoa } from '../../shared/schemas/perfil';
import {
  PAPEL_COLECAO,
  PAPEL_LABELS,
  PESSOA_PAPEIS,
  pessoaBuscaQuery,
  pessoaBuscaResponse,
  pessoaCaso,
  vinculoCreateRequest,
  vinculoUpdateRequest,
  vitimaCreateRequest,
  vitimaUpdateRequest,
} from '../../shared/schemas/pessoas';
import { serviceContext } from '../auth/access';
import type { Db } from '../db/client';
import type { Env } from '../env';
import {
  addVinculo,
  addVitima,
  removePessoaCaso,
  updateVinculo,
  updateVitima,
} from '../services/pessoa.service';
import { buscarPessoas, perfilDaPessoa } from '../services/pessoa-perfil.service';

const casoParams = z.object({ casoId: uuid });
const pessoaCasoParams = z.object({ casoId: uuid, pessoaId: uuid });

const writeErrors = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  422: apiError,
} as const;

/** Victims, witnesses and suspects of a case; the person search; the person profile. */
export function pessoasRoutes(db: Db, env: Env): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/casos/:casoId/vitimas',
      {
        config: { access: accessOf('vitima') },
        schema: {
          tags: ['pessoas'],
          summary: 'Adiciona uma vítima ao caso (idempotente pelo id do vínculo)',
          params: casoParams,
          body: vitimaCreateRequest,
          response: { 200: pessoaCaso, 201: pessoaCaso, ...writeErrors },
        },
      },
      async (request, reply) => {
        const result = await addVitima(serviceContext(request, db, env), request.params.casoId, request.body);
        reply.code(result.created ? 201 : 200);
        return result.pessoa;
      },
    );

    app.put(
      '/casos/:casoId/vitimas/:pessoaId',
      {
        config: { access: accessOf('vitima') },
        schema: {
          tags: ['pessoas'],
          summary: 'Edita uma vítima do caso',
          params: pessoaCasoParams,
          body: vitimaUpdateRequest,
          response: { 200: pessoaCaso, ...writeErrors },
        },
      },
      async (request) =>
        updateVitima(
          serviceContext(request, db, env),
          request.params.casoId,
          request.params.pessoaId,
          request.body,
        ),
    );

    for (const papel of ['testemunha', 'suspeito'] as const) {
      const colecao = PAPEL_COLECAO[papel];
      const { tipo } = PAPEL_LABELS[papel];

      app.post(
        `/casos/:casoId/${colecao}`,
        {
          config: { access: accessOf(papel) },
          schema: {
            tags: ['pessoas'],
            summary: `Adiciona ${tipo.toLowerCase()} ao caso (idempotente pelo id do vínculo)`,
            params: casoParams,
            body: vinculoCreateRequest,
            response: { 200: pessoaCaso, 201: pessoaCaso, ...writeErrors },
          },
        },
        async (request, reply) => {
          const result = await addVinculo(
            serviceContext(request, db, env),
            papel,
            request.params.casoId,
            request.body,
          );
          reply.code(result.created ? 201 : 200);
          return result.pessoa;
        },
      );

      app.put(
        `/casos/:casoId/${colecao}/:pessoaId`,
        {
          config: { access: accessOf(papel) },
          schema: {
            tags: ['pessoas'],
            summary: `Edita ${tipo.toLowerCase()} do caso`,
            params: pessoaCasoParams,
            body: vinculoUpdateRequest,
            response: { 200: pessoaCaso, ...writeErrors },
          },
        },
        async (request) =>
          updateVinculo(
            serviceContext(request, db, env),
            papel,
            request.params.casoId,
            request.params.pessoaId,
            request.body,
          ),
      );
    }

    for (const papel of PESSOA_PAPEIS) {
      app.delete(
        `/casos/:casoId/${PAPEL_COLECAO[papel]}/:pessoaId`,
        {
          config: { access: accessOf(papel) },
          schema: {
            tags: ['pessoas'],
            summary: `Retira ${PAPEL_LABELS[papel].tipo.toLowerCase()} do caso (a pessoa continua cadastrada)`,
            params: pessoaCasoParams,
            response: { 200: okResponse, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
          },
        },
        async (request) => {
          await removePessoaCaso(
            serviceContext(request, db, env),
            papel,
            request.params.casoId,
            request.params.pessoaId,
          );
          return { ok: true as const };
        },
      );
    }

    app.get(
      '/pessoas/busca',
      {
        config: { access: accessOf('vitima') },
        schema: {
          tags: ['pessoas'],
          summary: 'Pessoas já cadastradas, por CPF ou nome/vulgo, para vincular sem redigitar',
          querystring: pessoaBuscaQuery,
          response: { 200: pessoaBuscaResponse, 400: apiError, 401: apiError, 403: apiError },
        },
      },
      async (request) => ({ data: await buscarPessoas(serviceContext(request, db, env), request.query.q) }),
    );

    app.get(
      '/pessoas/:pessoaId/perfil',
      {
        config: { access: accessOf('perfil') },
        schema: {
          tags: ['pessoas'],
          summary: 'Perfil da pessoa: dados, endereços, documentos e os casos em que aparece',
          params: z.object({ pessoaId: uuid }),
          response: { 200: perfilPessoa, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request) => perfilDaPessoa(serviceContext(request, db, env), request.params.pessoaId),
    );
  };
}
