/** Documents as the API answers them, their files by URL (never base64 in JSON). */
import { desc, eq, type SQL } from 'drizzle-orm';
import { urlDaMidia, urlDaMiniatura } from '../../../shared/api/documentos';
import type { Documento } from '../../../shared/schemas/documentos';
import type { DbOrTx } from '../../db/client';
import { documentos, mediaObjects } from '../../db/schema';

/** Documents where `where` holds, newest first. */
export async function selectDocumentos(db: DbOrTx, where: SQL | undefined): Promise<Documento[]> {
  const rows = await db
    .select({ documento: documentos, media: mediaObjects })
    .from(documentos)
    .innerJoin(mediaObjects, eq(mediaObjects.id, documentos.mediaId))
    .where(where)
    .orderBy(desc(documentos.createdAt), desc(documentos.id));
  return rows.map(({ documento, media }) => ({
    id: documento.id,
    tipo: documento.tipo,
    pessoa_id: documento.pessoaId,
    caso_id: documento.casoId,
    created_at: documento.createdAt.toISOString(),
    media: {
      id: media.id,
      url: urlDaMidia(media.id),
      miniatura_url: media.thumbnailKey ? urlDaMiniatura(media.id) : null,
      content_type: media.contentType,
      sha256: media.sha256,
      size_bytes: media.sizeBytes,
    },
  }));
}
