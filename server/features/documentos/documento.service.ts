import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  DOCUMENTO_MAX_BYTES,
  DOCUMENTO_TIPO_INVALIDO,
  type Documento,
  type DocumentoUploadFields,
} from '../../../shared/schemas/documentos';
import { audit, auditRead } from '../../audit/audit';
import { loadCasoForRead, loadCasoForWrite } from '../../auth/caso-access';
import type { Tx } from '../../db/client';
import { casos, documentos, mediaObjects, suspeitos, testemunhas, vitimas } from '../../db/schema';
import { AppError, notFound, uploadFailure } from '../../errors';
import { exigirApagado } from '../../kit/apagado';
import { type Created, requireActor, type ServiceContext } from '../../kit/context';
import { findRepeat, idempotencyConflict, insertOnce } from '../../kit/insert-once';
import type { UploadedFile } from '../../kit/io';
import { resolvePessoaId } from '../../kit/pessoa-alias';
import { type MediaStore, TooLargeError } from '../../storage/media-store';
import { readImagem } from '../../storage/miniatura';
import { selectDocumentos } from './documento.view';

const DOCUMENTO_NOT_FOUND = 'Documento não encontrado.';
const PESSOA_NOT_FOUND = 'Pessoa não encontrada.';
const SHA256_MISMATCH = 'O arquivo chegou diferente do enviado (SHA-256 não confere). Tente novamente.';

/** Thumbnails fit this box; enough for the list and the profile at phone sizes. */

/** True when the person is a victim, witness or suspect of the case `casos.id` of the query. */
function pessoaInCaso(pessoaId: string): SQL {
  return sql`(EXISTS (SELECT 1 FROM ${vitimas} WHERE ${vitimas.casoId} = ${casos.id} AND ${vitimas.pessoaId} = ${pessoaId})
    OR EXISTS (SELECT 1 FROM ${testemunhas} WHERE ${testemunhas.casoId} = ${casos.id} AND ${testemunhas.pessoaId} = ${pessoaId})
    OR EXISTS (SELECT 1 FROM ${suspeitos} WHERE ${suspeitos.casoId} = ${casos.id} AND ${suspeitos.pessoaId} = ${pessoaId}))`;
}

/**
 * The person's documents captured in this case, for whoever may read the case; 404 for a person
 * who is not in it. Listing them is on record.
 */
export async function listDocumentosOfPessoa(
  ctx: ServiceContext,
  casoId: string,
  idPessoa: string,
): Promise<Documento[]> {
  const actor = requireActor(ctx);
  const pessoaId = await resolvePessoaId(ctx.db, idPessoa);
  await loadCasoForRead(ctx, casoId);
  const [presente] = await ctx.db
    .select({ id: casos.id })
    .from(casos)
    .where(and(eq(casos.id, casoId), pessoaInCaso(pessoaId)));
  if (!presente) throw notFound(PESSOA_NOT_FOUND);
  const lista = await selectDocumentos(
    ctx.db,
    and(eq(documentos.casoId, casoId), eq(documentos.pessoaId, pessoaId)),
  );
  await auditRead(ctx.db, {
    action: 'documento.list',
    message: `Documentos de pessoa listados (${lista.length})`,
    userId: actor.id,
    casoId,
    context: { pessoaId, documentoIds: lista.map((documento) => documento.id) },
  });
  return lista;
}

/**
 * What an upload with these fields amounts to: a repeat of a stored document (returned), or a new
 * one the actor may write (null). Run before the bytes are read, so that nobody fills the disk
 * with an upload that would be refused, and again inside the write.
 */
/** How deleteDocumento names the document in the log: a late create of it is refused (issue 40). */
const apagadoDe = (casoId: string, documentoId: string) => ({
  action: 'documento.deleted' as const,
  casoId,
  context: { documentoId },
});

async function decideUpload(
  ctx: ServiceContext,
  tx: Tx,
  casoId: string,
  pessoaId: string,
  input: DocumentoUploadFields,
): Promise<Documento | null> {
  const repetido = await findRepeat(
    tx,
    documentos,
    input.id,
    { pessoaId, casoId, tipo: input.tipo },
    apagadoDe(casoId, input.id),
  );
  if (repetido) {
    const [existente] = await selectDocumentos(tx, eq(documentos.id, input.id));
    if (!existente || existente.media.sha256 !== input.sha256) throw idempotencyConflict();
    // A repeat may come after the 24 hours (an outbox re-send of a lost answer): reading is enough.
    return existente;
  }
  await loadCasoForWrite(ctx, tx, casoId);
  const [presente] = await tx
    .select({ id: casos.id })
    .from(casos)
    .where(and(eq(casos.id, casoId), pessoaInCaso(pessoaId)));
  if (!presente) throw notFound(PESSOA_NOT_FOUND);
  return null;
}

/**
 * Stores a scanned document of a person in a case. The file is checked by its bytes (JPEG or PNG,
 * size, the SHA-256 the browser computed) before anything is written; the original is kept as it
 * came and a thumbnail is derived. The same id sent again with the same file answers as the first
 * time (created: false).
 */
export async function uploadDocumento(
  ctx: ServiceContext,
  store: MediaStore,
  casoId: string,
  idPessoa: string,
  input: DocumentoUploadFields,
  arquivo: UploadedFile,
): Promise<Created<Documento>> {
  const actor = requireActor(ctx);
  let pessoaId = idPessoa;
  try {
    pessoaId = await resolvePessoaId(ctx.db, idPessoa);
    await ctx.db.transaction((tx) => decideUpload(ctx, tx, casoId, pessoaId, input));
  } catch (error) {
    // The parser must still get through the rest of the body before the answer can go out.
    arquivo.stream.resume();
    throw error;
  }

  const tooLarge = `A imagem passa do limite de ${DOCUMENTO_MAX_BYTES / (1024 * 1024)} MB.`;
  const original = await store
    .stage(arquivo.stream, { maxBytes: DOCUMENTO_MAX_BYTES })
    .catch((error: unknown) => {
      throw error instanceof TooLargeError
        ? new AppError('PAYLOAD_TOO_LARGE', tooLarge)
        : uploadFailure(error, tooLarge);
    });
  const temporarios = [original];
  const gravados: string[] = [];
  try {
    if (!original.contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', DOCUMENTO_TIPO_INVALIDO);
    if (original.sha256 !== input.sha256) throw new AppError('UNPROCESSABLE', SHA256_MISMATCH);
    const imagem = await readImagem(original, DOCUMENTO_TIPO_INVALIDO);
    const miniatura = await store.stage(Readable.from([imagem.miniatura]));
    temporarios.push(miniatura);
    const contentType = original.contentType;
    const mediaId = randomUUID();
    const miniaturaKey = `${mediaId}.thumb.jpg`;

    return await ctx.db.transaction(async (tx) => {
      // Two sends of the same id at once (a retry after a client time-out) are decided one after the other.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${input.id}, 0))`);
      const existente = await decideUpload(ctx, tx, casoId, pessoaId, input);
      if (existente) return { value: existente, created: false };

      await tx.insert(mediaObjects).values({
        id: mediaId,
        casoId,
        sha256: original.sha256,
        sizeBytes: original.size,
        contentType,
        originalName: arquivo.filename,
        storageKey: mediaId,
        kind: 'document',
        thumbnailKey: miniaturaKey,
        width: imagem.width,
        height: imagem.height,
        createdBy: actor.id,
      });
      await insertOnce(
        tx,
        documentos,
        { id: input.id, pessoaId, casoId, tipo: input.tipo, mediaId, createdBy: actor.id },
        {
          apagado: apagadoDe(casoId, input.id),
          audit: () => ({
            action: 'documento.created',
            message: `Documento ${input.tipo} adicionado`,
            userId: actor.id,
            casoId,
            context: { documentoId: input.id, pessoaId, tipo: input.tipo, mediaId, sha256: original.sha256 },
          }),
        },
      );
      // Moved into place before COMMIT, so a committed row always has its bytes.
      await store.commit(original, mediaId);
      gravados.push(mediaId);
      await store.commit(miniatura, miniaturaKey);
      gravados.push(miniaturaKey);
      const [documento] = await selectDocumentos(tx, eq(documentos.id, input.id));
      if (!documento) throw new AppError('INTERNAL', 'Documento não encontrado após salvar.');
      return { value: documento, created: true };
    });
  } catch (error) {
    await Promise.all(gravados.map((key) => store.remove(key)));
    throw error;
  } finally {
    await Promise.all(temporarios.map((file) => store.discard(file)));
  }
}

/**
 * Deletes a document and its media object; the files go after the commit, so a failed delete
 * never leaves a row without its bytes. A document already gone answers as deleted (an outbox
 * re-send).
 */
export async function deleteDocumento(
  ctx: ServiceContext,
  store: MediaStore,
  casoId: string,
  idPessoa: string,
  documentoId: string,
): Promise<void> {
  const pessoaId = await resolvePessoaId(ctx.db, idPessoa);
  const removido = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ documento: documentos, media: mediaObjects })
      .from(documentos)
      .innerJoin(mediaObjects, eq(mediaObjects.id, documentos.mediaId))
      .where(eq(documentos.id, documentoId));
    if (!row) {
      const rastro = { action: 'documento.deleted' as const, casoId, context: { documentoId, pessoaId } };
      await exigirApagado(tx, rastro, DOCUMENTO_NOT_FOUND);
      return null;
    }
    const { documento, media } = row;
    if (documento.pessoaId !== pessoaId || documento.casoId !== casoId) throw notFound(DOCUMENTO_NOT_FOUND);
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    await tx.delete(mediaObjects).where(eq(mediaObjects.id, media.id));
    await audit(tx, {
      action: 'documento.deleted',
      message: `Documento ${documento.tipo} apagado`,
      userId: actor.id,
      casoId,
      context: { documentoId, pessoaId, tipo: documento.tipo, mediaId: media.id, sha256: media.sha256 },
    });
    return media;
  });
  if (!removido) return;
  await store.remove(removido.storageKey);
  if (removido.thumbnailKey) await store.remove(removido.thumbnailKey);
}
