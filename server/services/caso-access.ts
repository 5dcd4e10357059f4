import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { CasoAcesso } from '../../shared/schemas/casos';
import type { DbOrTx } from '../db/client';
import { acessosJustificados, casos, compartilhamentos, equipeMembros } from '../db/schema';
import { AppError, notFound } from '../errors';
import { type Actor, requireActor, type ServiceContext } from './context';

export type CasoRow = typeof casos.$inferSelect;

/** How long a justified read of a case lasts before the user must justify again (one shift). */
export const ACESSO_JUSTIFICADO_HORAS = 12;

export const CASO_NAO_ENCONTRADO = 'Caso não encontrado.';

/**
 * True for the case's members: its creator, a team member who is this user, or a user it was
 * shared with (DESIGN §4). Usable inside any query on `casos`.
 */
export function isMember(userId: string): SQL {
  return sql`(${casos.createdBy} = ${userId}
    OR EXISTS (SELECT 1 FROM ${equipeMembros} WHERE ${equipeMembros.casoId} = ${casos.id} AND ${equipeMembros.userId} = ${userId})
    OR EXISTS (SELECT 1 FROM ${compartilhamentos} WHERE ${compartilhamentos.casoId} = ${casos.id} AND ${compartilhamentos.userId} = ${userId}))`;
}

/** A live justification of this user for the case at `now`. */
function hasJustification(userId: string, now: Date): SQL {
  const since = new Date(now.getTime() - ACESSO_JUSTIFICADO_HORAS * 3_600_000);
  return sql`EXISTS (SELECT 1 FROM ${acessosJustificados}
    WHERE ${acessosJustificados.casoId} = ${casos.id}
      AND ${acessosJustificados.userId} = ${userId}
      AND ${acessosJustificados.createdAt} > ${since.toISOString()})`;
}

/** The instant after which the case's content can no longer be changed (the 24-hour rule). */
export function editavelAte(caso: Pick<CasoRow, 'createdAt'>, ctx: ServiceContext): Date {
  return new Date(caso.createdAt.getTime() + ctx.env.CASE_EDIT_WINDOW_HOURS * 3_600_000);
}

/** A live (not deleted) case by id, whoever may see it. */
export async function findCaso(db: DbOrTx, casoId: string): Promise<CasoRow | null> {
  const [row] = await db
    .select()
    .from(casos)
    .where(and(eq(casos.id, casoId), isNull(casos.deletedAt)));
  return row ?? null;
}

/**
 * The case as the actor may read it: as a member, or read-only after a justification. Anyone else
 * gets 404, as if the case did not exist, so that ids cannot be probed.
 */
export async function loadCasoParaLeitura(
  ctx: ServiceContext,
  casoId: string,
  db: DbOrTx = ctx.db,
): Promise<{ caso: CasoRow; acesso: CasoAcesso }> {
  const actor = requireActor(ctx);
  const [row] = await db
    .select({
      caso: casos,
      membro: sql<boolean>`${isMember(actor.id)}`,
      justificado: sql<boolean>`${hasJustification(actor.id, ctx.now())}`,
    })
    .from(casos)
    .where(and(eq(casos.id, casoId), isNull(casos.deletedAt)));
  if (!row || !(row.membro || row.justificado)) throw notFound(CASO_NAO_ENCONTRADO);
  return { caso: row.caso, acesso: row.membro ? 'membro' : 'justificado' };
}

/** The 403 of the 24-hour rule; its message contains '24 horas' (with the default window). */
export function editWindowClosed(ctx: ServiceContext): AppError {
  const hours = ctx.env.CASE_EDIT_WINDOW_HOURS;
  return new AppError(
    'EDIT_WINDOW_CLOSED',
    `O caso só pode ser alterado nas primeiras ${hours} horas após a sua criação.`,
  );
}

/**
 * The case locked for a write by one of its members, inside the write's transaction: 404 for
 * anyone who may not see it, 403 for a justified (read-only) reader, and 403 with '24 horas' once
 * the edit window has closed. The share lock keeps the case from being deleted mid-write.
 */
export async function loadCasoParaEscrita(
  ctx: ServiceContext,
  tx: DbOrTx,
  casoId: string,
): Promise<{ caso: CasoRow; actor: Actor }> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const [row] = await tx
    .select({
      caso: casos,
      membro: sql<boolean>`${isMember(actor.id)}`,
      justificado: sql<boolean>`${hasJustification(actor.id, now)}`,
    })
    .from(casos)
    .where(and(eq(casos.id, casoId), isNull(casos.deletedAt)))
    .for('share', { of: casos });
  if (!row || !(row.membro || row.justificado)) throw notFound(CASO_NAO_ENCONTRADO);
  if (!row.membro) {
    throw new AppError('FORBIDDEN', 'Seu acesso a este caso é somente leitura.');
  }
  if (now > editavelAte(row.caso, ctx)) throw editWindowClosed(ctx);
  return { caso: row.caso, actor };
}

/** Cases the user is a member of, for lists (history). */
export function casosDoMembro(userId: string): SQL | undefined {
  return and(isNull(casos.deletedAt), isMember(userId));
}

/** Cases the user may open right now, as member or by justification. */
export function casosLegiveis(userId: string, now: Date): SQL | undefined {
  return and(isNull(casos.deletedAt), or(isMember(userId), hasJustification(userId, now)));
}
