import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { auditRead } from '../audit/audit';
import { loadCasoForRead } from '../auth/caso-access';
import { mediaObjects } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { MediaStore } from '../storage/media-store';
import { requireActor, type ServiceContext } from './context';

const IMAGEM_NOT_FOUND = 'Imagem não encontrada.';

export type MediaVariante = 'original' | 'miniatura';

export interface MediaConteudo {
  stream: Readable;
  size: number;
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

/**
 * The stored bytes of a media object, or of its thumbnail (the original when it has none). Anyone
 * who may not see it gets 404, as if it did not exist. Every look is on record, a revalidation of a
 * copy the browser kept included.
 */
export async function openMedia(
  ctx: ServiceContext,
  store: MediaStore,
  mediaId: string,
  variante: MediaVariante,
): Promise<MediaConteudo> {
  const actor = requireActor(ctx);
  const [media] = await ctx.db.select().from(mediaObjects).where(eq(mediaObjects.id, mediaId));
  if (!media || !(await canSee(ctx, media))) throw notFound(IMAGEM_NOT_FOUND);
  // A look at evidence (a vestígio's photo or video) is a custody event, with where it came from.
  const evidencia = media.kind === 'photo' || media.kind === 'video';
  await auditRead(ctx.db, {
    action: evidencia ? 'custodia.visualizacao' : 'media.read',
    message: `Mídia consultada (${variante})`,
    userId: actor.id,
    casoId: media.casoId,
    context: evidencia
      ? { mediaId, variante, kind: media.kind, sha256: media.sha256, ip: ctx.ip, userAgent: ctx.userAgent }
      : { mediaId, variante, kind: media.kind },
  });
  const key = variante === 'miniatura' ? (media.thumbnailKey ?? media.storageKey) : media.storageKey;
  const objeto = await store.open(key);
  if (!objeto) throw new AppError('INTERNAL', `O arquivo da imagem ${media.id} não está no armazenamento.`);
  return {
    stream: objeto.stream,
    size: objeto.size,
    contentType: key === media.thumbnailKey ? 'image/jpeg' : media.contentType,
    sha256: media.sha256,
  };
}
