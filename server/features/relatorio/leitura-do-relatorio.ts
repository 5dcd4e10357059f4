/**
 * A reading of an issued report's PDF: on the log as one, and, for every evidence file the paper
 * printed, on that file's chain of custody as a view (the PDF carries its picture), as a look at the
 * file's thumbnail is. Which files a report printed is what its issue recorded (`custodia.relatorio`).
 */
import { and, eq, sql } from 'drizzle-orm';
import { auditRead } from '../../audit/audit';
import { logs } from '../../db/schema';
import { requireActor, type ServiceContext } from '../../kit/context';

export async function registrarLeituraDoRelatorio(
  ctx: ServiceContext,
  casoId: string,
  emitido: { id: string; codigo?: string },
): Promise<void> {
  const userId = requireActor(ctx).id;
  const impressas = emitido.codigo
    ? await ctx.db
        .select({ context: logs.context })
        .from(logs)
        .where(
          and(
            eq(logs.casoId, casoId),
            eq(logs.action, 'custodia.relatorio'),
            sql`${logs.context}->>'codigo' = ${emitido.codigo}`,
          ),
        )
    : [];
  await Promise.all([
    auditRead(ctx.db, {
      action: 'relatorio.lido',
      message: 'Relatório emitido lido',
      userId,
      casoId,
      context: { relatorioId: emitido.id, codigo: emitido.codigo, ip: ctx.ip },
    }),
    ...impressas.map(({ context }) =>
      auditRead(ctx.db, {
        action: 'custodia.visualizacao',
        message: `Vista no relatório ${emitido.codigo} (o PDF emitido, lido de novo)`,
        userId,
        casoId,
        context: {
          codigo: emitido.codigo,
          vestigioId: context.vestigioId,
          mediaId: context.mediaId,
          variante: 'relatorio',
          ip: ctx.ip,
          userAgent: ctx.userAgent,
        },
      }),
    ),
  ]);
}
