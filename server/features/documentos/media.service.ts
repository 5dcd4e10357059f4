import type { Readable } from 'node:stream';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { auditRead } from '../../audit/audit';
import { loadCasoForRead } from '../../auth/caso-access';
import type { DbOrTx } from '../../db/client';
import { logs, mediaObjects } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';
import type { ByteRange, RangeSpec } from '../../storage/byte-range';
import type { MediaStore } from '../../storage/media-store';

const IMAGEM_NOT_FOUND = 'Imagem não encontrada.';

export type MediaVariante = 'original' | 'miniatura';

export interface MediaConteudo {
  stream: Readable;
  /** The whole object's size. */
  size: number;
  range: ByteRange | null;
  contentType: string;
  sha256: string;
}

type MediaRow = typeof mediaObjects.$inferSelect;

/**
 * Whoever may read the media's case — a member, or a justified reader — may see it. A person's
 * document from before records were per case has no case: the profile permission reads it.
 */
async function canSee(ctx: ServiceContext, media: MediaRow): Promise<boolean> {
  if (!media.casoId) return media.kind === 'document' && requireActor(ctx).permissions.has('ver_perfil');
  try {
    await loadCasoForRead(ctx, media.casoId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

/** A look that began within this time covers the pieces a player asks for next. */
export const CUSTODIA_SESSAO_MS = 30 * 60_000;

export interface MediaPedido {
  /** The byte range asked for (a player's piece, a resumed download); null for the whole. */
  range?: RangeSpec | null;
  /** The validator of a resumed read: the range holds only for this version (the ETag). */
  ifRange?: string;
  /** Asked as a download (a file saved on the device) rather than a view. */
  download?: boolean;
}

/**
 * Whether this request of evidence is a new look for the chain of custody. A player fetches one
 * viewing in many ranges: the request for the whole file or from byte 0 is the look; a later
 * piece is part of it — unless the same user has no look of this media on record within
 * CUSTODIA_SESSAO_MS (a seek long after, or pieces asked without ever asking the start), so
 * no byte of evidence leaves without a custody event of its reader near it. A look at the
 * thumbnail covers no piece of the original: the chain would say a thumbnail was seen while the
 * original went out.
 */
async function novaConsulta(
  ctx: ServiceContext,
  media: MediaRow,
  variante: MediaVariante,
  action: string,
  range: ByteRange | null,
): Promise<boolean> {
  if (!range || range.start === 0) return true;
  const desde = new Date(Date.now() - CUSTODIA_SESSAO_MS);
  const [recente] = await ctx.db
    .select({ id: logs.id })
    .from(logs)
    .where(
      and(
        media.casoId ? eq(logs.casoId, media.casoId) : isNull(logs.casoId),
        eq(logs.action, action),
        eq(logs.userId, requireActor(ctx).id),
        gt(logs.createdAt, desde),
        sql`${logs.context}->>'mediaId' = ${media.id}`,
        sql`${logs.context}->>'variante' = ${variante}`,
      ),
    )
    .limit(1);
  return !recente;
}

/**
 * The stored bytes of a media object, or of its thumbnail (the original when it has none), whole
 * or a range of them. Anyone who may not see it gets 404, as if it did not exist. Every look is on
 * record before a byte is answered, a revalidation of a copy the browser kept included; for
 * evidence, a view or a download is a custody event with who, when, where from and with what.
 */
export async function openMedia(
  ctx: ServiceContext,
  store: MediaStore,
  mediaId: string,
  pedida: MediaVariante,
  pedido: MediaPedido = {},
): Promise<MediaConteudo> {
  const actor = requireActor(ctx);
  const [media] = await ctx.db.select().from(mediaObjects).where(eq(mediaObjects.id, mediaId));
  if (!media || !(await canSee(ctx, media))) throw notFound(IMAGEM_NOT_FOUND);
  // A media without a thumbnail (a video sent without its poster) answers its original: the record
  // says what was sent, not what was asked for.
  const key = pedida === 'miniatura' && media.thumbnailKey ? media.thumbnailKey : media.storageKey;
  const variante: MediaVariante = key === media.storageKey ? 'original' : 'miniatura';
  // A range past the end throws RangeNotSatisfiableError here, before anything is on record.
  // Media never change, but a range of another version must never be spliced into a copy.
  const mesmaVersao = pedido.ifRange === undefined || pedido.ifRange === `"${media.sha256}"`;
  const objeto = await store.open(key, mesmaVersao ? pedido.range : null);
  if (!objeto) throw new AppError('INTERNAL', `O arquivo da imagem ${media.id} não está no armazenamento.`);
  const evidencia = media.kind === 'photo' || media.kind === 'video';
  const action = !evidencia ? 'media.read' : pedido.download ? 'custodia.download' : 'custodia.visualizacao';
  try {
    if (await novaConsulta(ctx, media, variante, action, objeto.range)) {
      await auditRead(ctx.db, {
        action,
        message: pedido.download ? `Mídia baixada (${variante})` : `Mídia consultada (${variante})`,
        userId: actor.id,
        casoId: media.casoId,
        context: evidencia
          ? {
              mediaId,
              variante,
              kind: media.kind,
              sha256: media.sha256,
              ip: ctx.ip,
              userAgent: ctx.userAgent,
            }
          : { mediaId, variante, kind: media.kind, ip: ctx.ip, userAgent: ctx.userAgent },
      });
    }
  } catch (error) {
    objeto.stream.destroy();
    throw error;
  }
  return {
    stream: objeto.stream,
    size: objeto.size,
    range: objeto.range,
    contentType: key === media.thumbnailKey ? 'image/jpeg' : media.contentType,
    sha256: media.sha256,
  };
}

/**
 * A media already kept under this id: its upload was claimed and removed, so tus would take a
 * second file that no vestígio can ever claim (its id is taken). Said when the upload begins, not
 * at the claim.
 */
export async function exigirIdDeMidiaLivre(db: DbOrTx, mediaId: string): Promise<void> {
  const [guardada] = await db
    .select({ id: mediaObjects.id })
    .from(mediaObjects)
    .where(eq(mediaObjects.id, mediaId));
  if (guardada) throw new AppError('UPLOAD_ID_TAKEN', 'Já existe uma mídia com este identificador.');
}
