import type { Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from '../../shared/routes';
import { apiError, okResponse, uuid } from '../../shared/schemas/common';
import { DOCUMENTO_MAX_BYTES, documento, documentoList } from '../../shared/schemas/documentos';
import { serviceContext } from '../auth/access';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { AppError } from '../errors';
import { deleteDocumento, listDocumentosDoMembro, uploadDocumento } from '../services/documento.service';
import type { MediaStore } from '../storage/media-store';

const pessoaParams = z.object({ pessoaId: uuid });

/** Four short text fields and one file; anything beyond is not an upload of ours. */
const UPLOAD_LIMITS = {
  fields: 8,
  fieldSize: 1024,
  files: 1,
  parts: 10,
  // One byte over the limit is enough for the service to tell a file that is too large.
  fileSize: DOCUMENTO_MAX_BYTES + 1,
};

/** The text parts that came before the file, by name. */
function textFields(fields: Record<string, Multipart | Multipart[] | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, part] of Object.entries(fields)) {
    if (part && !Array.isArray(part) && part.type === 'field') values[name] = String(part.value);
  }
  return values;
}

export function documentosRoutes(db: Db, env: Env, store: MediaStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/pessoas/:pessoaId/documentos',
      {
        config: { access: accessOf('vitima') },
        schema: {
          tags: ['documentos'],
          summary:
            'Envia um documento digitalizado da pessoa (multipart: id, tipo, caso_id, sha256, arquivo)',
          description:
            'Campos de texto antes do arquivo. Aceita apenas JPEG e PNG; o SHA-256 é conferido. Idempotente pelo id.',
          params: pessoaParams,
          consumes: ['multipart/form-data'],
          response: {
            200: documento,
            201: documento,
            400: apiError,
            401: apiError,
            403: apiError,
            404: apiError,
            409: apiError,
            413: apiError,
            415: apiError,
            422: apiError,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Envie o documento como multipart/form-data.');
        }
        const part = await request.file({ limits: UPLOAD_LIMITS });
        if (!part) throw new AppError('VALIDATION_FAILED', 'Nenhum arquivo foi enviado.');
        const result = await uploadDocumento(
          serviceContext(request, db, env),
          store,
          request.params.pessoaId,
          textFields(part.fields),
          { stream: part.file, filename: part.filename || null },
        );
        reply.code(result.created ? 201 : 200);
        return result.documento;
      },
    );

    app.get(
      '/pessoas/:pessoaId/documentos',
      {
        config: { access: accessOf('vitima') },
        schema: {
          tags: ['documentos'],
          summary: 'Lista os documentos da pessoa, do mais recente ao mais antigo',
          params: pessoaParams,
          response: { 200: documentoList, 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request) => ({
        data: await listDocumentosDoMembro(serviceContext(request, db, env), request.params.pessoaId),
      }),
    );

    app.delete(
      '/pessoas/:pessoaId/documentos/:documentoId',
      {
        config: { access: accessOf('vitima') },
        schema: {
          tags: ['documentos'],
          summary: 'Apaga um documento da pessoa e a sua imagem',
          params: z.object({ pessoaId: uuid, documentoId: uuid }),
          response: { 200: okResponse, 401: apiError, 403: apiError, 404: apiError },
        },
      },
      async (request) => {
        await deleteDocumento(
          serviceContext(request, db, env),
          store,
          request.params.pessoaId,
          request.params.documentoId,
        );
        return { ok: true as const };
      },
    );
  };
}
