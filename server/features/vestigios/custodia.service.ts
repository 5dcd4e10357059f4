/**
 * The chain of custody of a vestígio's media (CPP art. 158-B): every capture, look, download,
 * export and deletion is a row of the hash-chained log; the case's media leave the system only as
 * a verifiable export (exportacao.service.ts).
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { apreensaoFields } from '../../../shared/schemas/apreensao';
import { pickValues } from '../../../shared/schemas/fields';
import type { CustodiaEvento } from '../../../shared/schemas/vestigios';
import { audit, auditRead } from '../../audit/audit';
import { loadCasoForRead, loadCasoForWrite } from '../../auth/caso-access';
import type { DbOrTx } from '../../db/client';
import { logs, mediaObjects, users, vestigioMidias, vestigios } from '../../db/schema';
import { notFound } from '../../errors';
import { exigirApagado } from '../../kit/apagado';
import { requireActor, type ServiceContext } from '../../kit/context';

const VESTIGIO_NOT_FOUND = 'Vestígio não encontrado.';

/** The custody events of these vestígios' media, oldest first. */
export async function eventosDe(db: DbOrTx, casoId: string, vestigioIds: string[]) {
  if (vestigioIds.length === 0) return [];
  const midias = await db
    .select({ mediaId: vestigioMidias.mediaId })
    .from(vestigioMidias)
    .where(inArray(vestigioMidias.vestigioId, vestigioIds));
  const mediaIds = midias.map((m) => m.mediaId);
  const rows = await db
    .select({ log: logs, name: users.name, matricula: users.matricula })
    .from(logs)
    .leftJoin(users, eq(users.id, logs.userId))
    .where(
      and(
        eq(logs.casoId, casoId),
        sql`${logs.action} LIKE 'custodia.%'`,
        or(
          // An export covers every item of the case.
          eq(logs.action, 'custodia.exportacao'),
          inArray(sql`${logs.context}->>'vestigioId'`, vestigioIds),
          mediaIds.length > 0 ? inArray(sql`${logs.context}->>'mediaId'`, mediaIds) : undefined,
        ),
      ),
    )
    .orderBy(asc(logs.createdAt), asc(logs.id));
  return rows.map(({ log, name, matricula }) => ({
    vestigioId: (log.context.vestigioId as string | undefined) ?? null,
    evento: {
      id: String(log.id),
      acao: log.action,
      descricao: log.message,
      user: name && matricula ? { name, matricula } : null,
      media_id: (log.context.mediaId as string | undefined) ?? null,
      ip: (log.context.ip as string | undefined) ?? null,
      created_at: log.createdAt.toISOString(),
    } satisfies CustodiaEvento,
  }));
}

/**
 * The custody record of a vestígio, itself a look on record: it names who saw and took each file,
 * from which address. Not a custody event (no `custodia.` action): looking at the record is not
 * handling the evidence, and the record would fill with its own readings.
 */
export async function getVestigioCustodia(ctx: ServiceContext, casoId: string, vestigioId: string) {
  const actor = requireActor(ctx);
  await loadCasoForRead(ctx, casoId);
  const [row] = await ctx.db
    .select()
    .from(vestigios)
    .where(and(eq(vestigios.id, vestigioId), eq(vestigios.casoId, casoId)));
  if (!row) throw notFound(VESTIGIO_NOT_FOUND);
  const eventos = await eventosDe(ctx.db, casoId, [vestigioId]);
  await auditRead(ctx.db, {
    action: 'vestigio.custodia_lida',
    message: `Cadeia de custódia do vestígio consultada (${eventos.length} eventos)`,
    userId: actor.id,
    casoId,
    context: { vestigioId, ip: ctx.ip },
  });
  return {
    vestigio_id: vestigioId,
    ...pickValues(apreensaoFields, row),
    eventos: eventos.map((e) => e.evento),
  };
}

/**
 * How a media's deletion is on the custody log: its repeat answers as the first, and a late create
 * naming the media (the vestígio's, or its upload) is refused (issue 40). `vestigioId` is left out
 * where the upload names no vestígio.
 */
export const midiaApagada = (casoId: string, mediaId: string, vestigioId?: string) => ({
  action: 'custodia.exclusao' as const,
  casoId,
  context: vestigioId ? { vestigioId, mediaId } : { mediaId },
});

/**
 * A media id names one file in the whole system, and its custody log keeps naming it once deleted:
 * an upload under it is refused wherever the file was deleted, not only in the case it claims.
 */
export const midiaApagadaEmAlgumCaso = (casoId: string, mediaId: string) => ({
  ...midiaApagada(casoId, mediaId),
  midiaEmQualquerCaso: mediaId,
});

/**
 * Deletes a photo or the video of a vestígio: the row goes with its custody record (the hash
 * stays in the log); the bytes are removed by the caller after the commit. Already gone: done.
 */
export async function deleteVestigioMidia(
  ctx: ServiceContext,
  casoId: string,
  vestigioId: string,
  mediaId: string,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const [row] = await tx
      .select({ media: mediaObjects })
      .from(vestigioMidias)
      .innerJoin(vestigios, eq(vestigios.id, vestigioMidias.vestigioId))
      .innerJoin(mediaObjects, eq(mediaObjects.id, vestigioMidias.mediaId))
      .where(
        and(
          eq(vestigioMidias.vestigioId, vestigioId),
          eq(vestigioMidias.mediaId, mediaId),
          eq(vestigios.casoId, casoId),
        ),
      );
    if (!row) {
      await exigirApagado(
        tx,
        midiaApagada(casoId, mediaId, vestigioId),
        'Mídia não encontrada neste vestígio.',
      );
      return [];
    }
    await tx.delete(mediaObjects).where(eq(mediaObjects.id, mediaId));
    await audit(tx, {
      action: 'custodia.exclusao',
      message: `Mídia do vestígio apagada (${row.media.kind}), SHA-256 ${row.media.sha256}`,
      userId: actor.id,
      casoId,
      context: { vestigioId, mediaId, sha256: row.media.sha256, ip: ctx.ip, userAgent: ctx.userAgent },
    });
    return [row.media.storageKey, ...(row.media.thumbnailKey ? [row.media.thumbnailKey] : [])];
  });
}
