/**
 * The system log as the administrators read it (spec §2.3 Logs): newest first, by page, with the
 * filters of spec §9 and those the issue asks next (user, case, period). Reading the log is a look
 * at who did what, so it is itself recorded. The chain's state is verified on from where the last
 * walk ended, so the screen does not re-hash the whole log on every visit.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FUSO_HORARIO } from '../../../shared/formatos/fuso';
import { LOG_PAGE_SIZE, type LogCadeia, type LogPage, type logQuery } from '../../../shared/schemas/logs';
import { estadoDaAncora } from '../../audit/ancora';
import { auditRead } from '../../audit/audit';
import type { CheckpointAnchor } from '../../audit/checkpoint-store';
import { checkpointInformado, checkpointsConhecidos } from '../../audit/checkpoints-conhecidos';
import { type ChainStart, verifyLogChain } from '../../audit/verify';
import { type CheckpointAchado, conferirCheckpoints } from '../../audit/verify-checkpoints';
import { exigirConfirmacao } from '../../auth/confirmacao';
import type { Db } from '../../db/client';
import { logs, users } from '../../db/schema';
import { AppError } from '../../errors';
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

/** A whole walk at most this often; in between, only the rows sealed since the last one. */
const FULL_WALK_MS = 10 * 60 * 1000;
const walks = new WeakMap<Db, { start: ChainStart; fullAt: number }>();

function informado(texto: string | undefined): CheckpointAchado | null {
  if (!texto) return null;
  try {
    return checkpointInformado(texto);
  } catch {
    throw new AppError(
      'VALIDATION_FAILED',
      'A linha informada não é um checkpoint do rip-app: cole inteira a linha RIP-CP1 (do relatório) ou RIP-DIA1 (do resumo diário), ou o JSON do checkpoint.',
    );
  }
}

/**
 * The chain walked (whole when asked, or at most every FULL_WALK_MS, else from where the last walk
 * ended: an edit of a row already walked that kept its seal waits for the next whole walk) and,
 * at every request, held against every checkpoint kept outside the database and the one an auditor
 * gives: a rewrite of rows already walked shows at once, since it cannot agree with a head signed
 * before it.
 */
export async function getLogCadeia(
  ctx: ServiceContext,
  anchor: CheckpointAnchor,
  { completa, checkpoint }: { completa?: '1'; checkpoint?: string },
): Promise<LogCadeia> {
  const dado = informado(checkpoint);
  const now = ctx.now();
  const known = walks.get(ctx.db);
  const incremental = !completa && known && now.getTime() - known.fullAt < FULL_WALK_MS;
  const report = await verifyLogChain(ctx.db, incremental ? { from: known.start } : {});
  const achados = await checkpointsConhecidos(anchor);
  const ancorado = await conferirCheckpoints(ctx.db, anchor.key, achados.checkpoints);
  const doInformado = dado && (await conferirCheckpoints(ctx.db, anchor.key, [dado]));
  const problemas = [
    ...achados.problems,
    ...ancorado.problems,
    ...(doInformado?.problems ?? []),
    ...report.problems,
  ];
  if (problemas.length > 0) {
    walks.delete(ctx.db);
  } else if (report.head) {
    walks.set(ctx.db, {
      start: { seq: report.head.seq, hash: report.head.hash, sealed: report.sealed },
      fullAt: incremental ? known.fullAt : now.getTime(),
    });
  }
  return {
    integro: problemas.length === 0,
    sealed: report.sealed,
    pending: report.pending,
    checkpoints: ancorado.conferidos + (doInformado?.conferidos ?? 0),
    problemas: problemas.map((p) => ({ logId: p.logId, message: p.message })),
    verificadoEm: now.toISOString(),
    inteiraEm: incremental ? new Date(known.fullAt).toISOString() : now.toISOString(),
    informado: dado &&
      doInformado && { seq: dado.checkpoint.seq, confere: doInformado.problems.length === 0 },
    ancora: await estadoDaAncora(anchor),
  };
}
