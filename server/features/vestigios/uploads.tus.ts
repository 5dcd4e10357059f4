/**
 * The tus endpoint (`POST /uploads`, `HEAD|PATCH /uploads/:id`), mounted beside the endpoint table
 * because tus speaks its own methods and headers. It gets the same checks as the table's routes
 * before a single byte is accepted: the session, the CSRF header and `editar_casos` (the access
 * hook, through `config.access`), then the case of the upload — a member, within the 24 hours —
 * and its kind's content types and size.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256Hex, UPLOAD_KINDS, type UploadKind } from '../../../shared/schemas/vestigios';
import { serviceContext } from '../../auth/access';
import { loadCasoForRead, loadCasoForWrite } from '../../auth/caso-access';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError, notFound } from '../../errors';
import { requireActor } from '../../kit/context';
import { recusarRecriacao } from '../../kit/recriacao';
import { parseUploadMetadata, UPLOAD_RULES, UPLOADS_PATH, type UploadArea } from '../../storage/uploads';
import { exigirIdDeMidiaLivre } from '../documentos/media.service';
import { midiaApagadaEmAlgumCaso } from './custodia.service';
import { uploadRecebido } from './uploads-recebidos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UPLOAD_NOT_FOUND = 'Envio não encontrado.';
const TIPO_INVALIDO = 'Tipo de arquivo não permitido.';

function invalid(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message);
}

/** The metadata of a new upload, checked; the case is checked by the caller. */
function checkCreate(request: FastifyRequest): { metadata: Record<string, string>; kind: UploadKind } {
  const metadata = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined);
  const { mediaId = '', casoId = '', kind = '', contentType = '', sha256 = '' } = metadata;
  if (!UUID.test(mediaId) || !UUID.test(casoId)) throw invalid('Identificador inválido.');
  if (!(UPLOAD_KINDS as readonly string[]).includes(kind)) throw invalid('Tipo de envio inválido.');
  if (!sha256Hex.safeParse(sha256).success) throw invalid('SHA-256 inválido.');
  const rules = UPLOAD_RULES[kind as UploadKind];
  if (!rules.types.includes(contentType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', TIPO_INVALIDO);
  // The length is declared up front: a deferred one could not be held to the kind's limit.
  const length = Number(request.headers['upload-length']);
  if (!Number.isSafeInteger(length) || length <= 0) throw invalid('Tamanho do arquivo ausente.');
  if (length > rules.maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `O arquivo passa do limite de ${rules.maxBytes / (1024 * 1024)} MB.`,
    );
  }
  return { metadata, kind: kind as UploadKind };
}

export async function registerUploads(
  app: FastifyInstance,
  db: Db,
  env: Env,
  area: UploadArea,
): Promise<void> {
  // Registered in its own scope: the body is tus's to read, as a stream, and only here.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

    const config = { access: 'editar_casos' } as const;

    scope.post(UPLOADS_PATH, { config, schema: { hide: true } }, async (request, reply) => {
      const ctx = serviceContext(request, db, env);
      const actor = requireActor(ctx);
      const { metadata } = checkCreate(request);
      await db.transaction(async (tx) => {
        await loadCasoForWrite(ctx, tx, metadata.casoId as string);
        // A late retry of a vestígio whose media was deleted since: refused before a byte is sent.
        const mediaId = metadata.mediaId as string;
        await recusarRecriacao(tx, mediaId, midiaApagadaEmAlgumCaso(metadata.casoId as string, mediaId));
      });
      await exigirIdDeMidiaLivre(db, metadata.mediaId as string);
      // A poster frame is kept under its video's id, not its own: its id is taken all the same.
      if (await uploadRecebido(db, metadata.mediaId as string)) {
        throw new AppError('UPLOAD_ID_TAKEN', 'Já existe uma mídia com este identificador.');
      }
      const existente = await area.find(metadata.mediaId as string);
      if (existente) {
        // A create resent after its answer was lost: the same upload, never truncated.
        const mesmo =
          existente.metadata.userId === actor.id &&
          existente.metadata.casoId === metadata.casoId &&
          existente.metadata.sha256 === metadata.sha256;
        if (!mesmo) throw new AppError('CONFLICT', 'Já existe um envio com este identificador.');
        return reply
          .code(201)
          .header('Tus-Resumable', '1.0.0')
          .header('Location', `${UPLOADS_PATH}/${existente.id}`)
          .header('Upload-Offset', String(existente.offset))
          .send();
      }
      reply.hijack();
      // Who began it and when are the session's user and the server's clock, whatever the client wrote.
      await area.create(request.raw, reply.raw, { userId: actor.id, iniciadoEm: ctx.now().toISOString() });
    });

    scope.route({
      method: ['HEAD', 'PATCH'],
      url: `${UPLOADS_PATH}/:uploadId`,
      config,
      schema: { hide: true },
      handler: async (request, reply) => {
        const ctx = serviceContext(request, db, env);
        const actor = requireActor(ctx);
        const { uploadId } = request.params as { uploadId: string };
        const upload = UUID.test(uploadId) ? await area.find(uploadId) : null;
        const recebido = !upload && UUID.test(uploadId) ? await uploadRecebido(db, uploadId) : null;
        if (request.method === 'HEAD' && recebido?.createdBy === actor.id) {
          // Claimed by a vestígio already: its uploader's retry hears it is whole, and goes on to
          // the vestígio (issue 40) instead of beginning it again under a taken id.
          await loadCasoForRead(ctx, recebido.casoId);
          return reply
            .code(200)
            .header('Tus-Resumable', '1.0.0')
            .header('Upload-Offset', String(recebido.sizeBytes))
            .header('Upload-Length', String(recebido.sizeBytes))
            .header('Cache-Control', 'no-store')
            .send();
        }
        // Someone else's upload is as if it did not exist.
        if (!upload || upload.metadata.userId !== actor.id || !upload.metadata.casoId) {
          throw notFound(UPLOAD_NOT_FOUND);
        }
        if (request.method === 'PATCH') {
          await db.transaction((tx) => loadCasoForWrite(ctx, tx, upload.metadata.casoId as string));
        } else {
          await loadCasoForRead(ctx, upload.metadata.casoId);
        }
        reply.hijack();
        await area.tus.handle(request.raw, reply.raw);
      },
    });
  });
}
