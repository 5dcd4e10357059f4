/**
 * The images a server PDF embeds: never an original (a photo may be 10 MB), always the thumbnail
 * the upload made (480 px JPEG), a video's poster, or the map PNG, read from the media store and
 * handed to the definition as data URLs.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mediaObjects } from '../db/schema';
import type { MediaStore } from '../storage/media-store';

async function bytesOf(store: MediaStore, key: string): Promise<Buffer | null> {
  const objeto = await store.open(key);
  if (!objeto) return null;
  const partes: Buffer[] = [];
  for await (const parte of objeto.stream) partes.push(Buffer.from(parte as Uint8Array));
  return Buffer.concat(partes);
}

/** Data URLs by media id, for the photos, posters and maps that have a small copy. */
export async function imagensDoRelatorio(
  db: DbOrTx,
  store: MediaStore,
  mediaIds: readonly string[],
): Promise<Record<string, string>> {
  if (mediaIds.length === 0) return {};
  const rows = await db
    .select()
    .from(mediaObjects)
    .where(inArray(mediaObjects.id, [...mediaIds]));
  const imagens: Record<string, string> = {};
  for (const media of rows) {
    const key = media.thumbnailKey ?? (media.kind === 'map' ? media.storageKey : null);
    if (!key) continue;
    const bytes = await bytesOf(store, key);
    if (!bytes) continue;
    const tipo = key === media.thumbnailKey ? 'image/jpeg' : media.contentType;
    imagens[media.id] = `data:${tipo};base64,${bytes.toString('base64')}`;
  }
  return imagens;
}
