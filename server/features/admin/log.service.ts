/**
 * The system log as the administrators read it (spec §2.3 Logs): newest first, by page, with the
 * filters of spec §9 and those the issue asks next (user, case, period). Reading the log is a look
 * at who did what, so it is itself recorded. The chain's state is log-cadeia.service.ts.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FUSO_HORARIO } from '../../../shared/formatos/fuso';
import { LOG_PAGE_SIZE, type LogPage, type logQuery } from '../../../shared/schemas/logs';
import { auditRead } from '../../audit/audit';
import { exigirConfirmacao } from '../../auth/confirmacao';
import { logs, users } from '../../db/schema';
import { requireActor, type ServiceContext } from '../../kit/context';

type LogFilter = z.output<typeof logQuery>;

function where(filter: LogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.level) conditions.push(eq(logs.level, filter.level));
  if (filter.matricula) conditions.push(eq(users.matricula, filter.matricula));
  if (filter.casoId) conditions.push(eq(logs.casoId, filter.casoId));
  if (filter.de)
    conditions.push(sql`${logs.createdAt} >= (${filter.de}::date)::timestamp AT TIME ZONE ${FUSO_HORARIO}`);
  if (filter.ate) {
    conditions.push(
      sql`${logs.createdAt} < ((${filter.ate}::date + 1)::timestamp AT TIME ZONE ${FUSO_HORARIO})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listLogs(ctx: ServiceContext, filter: LogFilter): Promise<LogPage> {
  const actor = requireActor(ctx);
  await exigirConfirmacao(ctx, 'Ler o log do sistema');
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: logs.id,
        level: logs.level,
        message: logs.message,
        action: logs.action,
        context: logs.context,
        createdAt: logs.createdAt,
        casoId: logs.casoId,
        name: users.name,
        matricula: users.matricula,
      })
      .from(logs)
      .leftJoin(users, eq(users.id, logs.userId))
      .where(condition)
      .orderBy(desc(logs.id))
      .limit(LOG_PAGE_SIZE)
      .offset((filter.page - 1) * LOG_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(logs).leftJoin(users, eq(users.id, logs.userId)).where(condition),
  ]);
  await auditRead(ctx.db, {
    action: 'logs.read',
    message: 'Log do sistema consultado',
    userId: actor.id,
    context: { filtro: filter },
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      level: row.level,
      message: row.message,
      action: row.action,
      context: row.context,
      created_at: row.createdAt.toISOString(),
      caso_id: row.casoId,
      user: row.name && row.matricula ? { name: row.name, matricula: row.matricula } : null,
    })),
    page: filter.page,
    pageSize: LOG_PAGE_SIZE,
    total: total?.n ?? 0,
  };
}
