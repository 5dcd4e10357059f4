/**
 * Who may see and change a case (DESIGN §4): its members — the creator, team members who are users,
 * users it was shared with — read and write it; a non-member who typed a justification reads it for
 * a while; anyone else is told it does not exist.
 */
import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { CasoScope } from '../../shared/api/endpoint';
import { CASO_SOMENTE_LEITURA } from '../../shared/caso/caso-policy';
import type { CasoAcesso } from '../../shared/schemas/casos';
import { uuid } from '../../shared/schemas/common';
import { audit } from '../audit/audit';
import type { DbOrTx } from '../db/client';
import { preparedPer } from '../db/prepared';
import { acessosJustificados, casoRevisoes, casos, compartilhamentos, equipeMembros } from '../db/schema';
import { AppError, notFound } from '../errors';
import { type Actor, type CasoLido, requireActor, type ServiceContext } from '../kit/context';
import type { AcessoAoCaso, CasoAcessos } from './caso-acessos';
import { casoPolicy, editWindowClosed, recusaDeEscrita } from './caso-politica';

export type CasoRow = typeof casos.$inferSelect;

/** How long a justified read of a case lasts before the user must justify again (one shift). */
export const ACESSO_JUSTIFICADO_HORAS = 12;

export const CASO_NOT_FOUND = 'Caso não encontrado.';

/** True for the case's members. Usable inside any query on `casos`. */
export function isMember(userId: string | Placeholder): SQL {
  return sql`(${casos.createdBy} = ${userId}
    OR EXISTS (SELECT 1 FROM ${equipeMembros} WHERE ${equipeMembros.casoId} = ${casos.id} AND ${equipeMembros.userId} = ${userId})
    OR EXISTS (SELECT 1 FROM ${compartilhamentos} WHERE ${compartilhamentos.casoId} = ${casos.id} AND ${compartilhamentos.userId} = ${userId}))`;
}

/** The oldest justification still valid at `now`. */
export function justifiedSince(now: Date): string {
  return new Date(now.getTime() - ACESSO_JUSTIFICADO_HORAS * 3_600_000).toISOString();
}

/** A justification of this user for the case given after `since` (still valid). */
export function justifiedAfter(userId: string | Placeholder, since: string | Placeholder): SQL {
  return sql`EXISTS (SELECT 1 FROM ${acessosJustificados}
    WHERE ${acessosJustificados.casoId} = ${casos.id}
      AND ${acessosJustificados.userId} = ${userId}
      AND ${acessosJustificados.createdAt} > ${since})`;
}

/** A live justification of this user for the case at `now`. */
function hasJustification(userId: string, now: Date): SQL {
  return justifiedAfter(userId, justifiedSince(now));
}

/** True when the user may read the case `casos.id` of the query now: a member, or justified. */
export function canRead(userId: string, now: Date): SQL {
  return sql`(${isMember(userId)} OR ${hasJustification(userId, now)})`;
}

/** The user's latest justification for the case `casos.id` of the query, or null. */
function ultimaJustificativa(userId: string | Placeholder): SQL<Date | null> {
  return sql<Date | null>`(SELECT max(${acessosJustificados.createdAt}) FROM ${acessosJustificados}
    WHERE ${acessosJustificados.casoId} = ${casos.id} AND ${acessosJustificados.userId} = ${userId})`.mapWith(
    acessosJustificados.createdAt,
  );
}

function accessQuery(db: DbOrTx, userId: string | Placeholder, casoId: string | Placeholder) {
  return db
    .select({
      caso: casos,
      membro: sql<boolean>`${isMember(userId)}`,
      justificadoEm: ultimaJustificativa(userId),
      revisao: sql<number>`coalesce(${casoRevisoes.revisao}, 0)`.mapWith(Number),
    })
    .from(casos)
    .leftJoin(casoRevisoes, eq(casoRevisoes.casoId, casos.id))
    .where(eq(casos.id, casoId));
}

// Every case-scoped request runs this check first, unless its node keeps the answer.
const preparedAccess = preparedPer((db: DbOrTx) =>
  accessQuery(db, sql.placeholder('userId'), sql.placeholder('casoId')).prepare('caso_access'),
);

/**
 * A write's hold on the case row: a share for a write beside it (its records), the row itself for
 * a write of it (its name, its deletion) — two of those sharing the row would each wait for the
 * other's share to go before changing it, a deadlock.
 */
type TravaDoCaso = 'share' | 'no key update';

/** The case with what this user is to it, deleted or not; locked for a write inside a transaction. */
async function selectWithAccess(
  db: DbOrTx,
  actor: Actor,
  casoId: string,
  lock?: TravaDoCaso,
): Promise<AcessoAoCaso | null> {
  const query = () => accessQuery(db, actor.id, casoId);
  const [row] = lock
    ? await query().for(lock, { of: casos })
    : db instanceof PgTransaction
      ? await query()
      : await preparedAccess(db).execute({ userId: actor.id, casoId });
  return row ?? null;
}

/** Whether the user reads the case now: a member, or justified within ACESSO_JUSTIFICADO_HORAS. */
function acessoAgora(row: AcessoAoCaso, now: Date): CasoAcesso | null {
  if (row.membro) return 'membro';
  const desde = now.getTime() - ACESSO_JUSTIFICADO_HORAS * 3_600_000;
  return row.justificadoEm && row.justificadoEm.getTime() > desde ? 'justificado' : null;
}

/**
 * The check every case-scoped operation gets before its input is even read (the endpoint table's
 * `caso`): 404 for whoever may not see the case, so that ids cannot be probed. Returns the case as
 * the caller reads it, or null for an operation open to any caller (`existing`). What the user is
 * to the case comes from this node's memory while the database's notices reach it
 * (caso-acessos.ts), from the database otherwise.
 */
export async function checkCasoScope(
  db: DbOrTx,
  kept: CasoAcessos,
  actor: Actor,
  scope: CasoScope,
  casoId: string | undefined,
  now: Date,
): Promise<CasoLido | null> {
  // A malformed id is left to the parameter validation (400); it names no case. This runs before
  // that validation writes the id in its one form, so the id is read in that form here too.
  const lido = uuid.safeParse(casoId);
  if (!lido.success) return null;
  const id = lido.data;
  const row = await kept.obter(`${id}:${actor.id}`, () => selectWithAccess(db, actor, id));
  if (!row) throw notFound(CASO_NOT_FOUND);
  const apagado = row.caso.deletedAt !== null;
  if (scope === 'existing') {
    if (apagado) throw notFound(CASO_NOT_FOUND);
    return null;
  }
  if (apagado && !(scope === 'members-or-deleted' && row.caso.createdBy === actor.id)) {
    throw notFound(CASO_NOT_FOUND);
  }
  const acesso = acessoAgora(row, now);
  if (!acesso) throw notFound(CASO_NOT_FOUND);
  return { caso: row.caso, acesso, revisao: row.revisao };
}

/**
 * The case as the actor may read it: the one the scope check loaded for the request, or, inside a
 * transaction, read again. Anyone else gets 404.
 */
export async function loadCasoForRead(
  ctx: ServiceContext,
  casoId: string,
  db: DbOrTx = ctx.db,
): Promise<CasoLido> {
  if (ctx.caso?.caso.id === casoId && db === ctx.db) return ctx.caso;
  const actor = requireActor(ctx);
  const row = await selectWithAccess(db, actor, casoId);
  const acesso = row && !row.caso.deletedAt ? acessoAgora(row, ctx.now()) : null;
  if (!row || !acesso) throw notFound(CASO_NOT_FOUND);
  return { caso: row.caso, acesso, revisao: row.revisao };
}

/**
 * The case for taking its evidence away whole (the verifiable export): a member's act, as the
 * policy's pode_exportar says. A justified reader reads the case and each file, each look on
 * record, but carries no copy of the whole away: 403, as for a write.
 */
export async function loadCasoForExport(ctx: ServiceContext, casoId: string): Promise<CasoLido> {
  const lido = await loadCasoForRead(ctx, casoId);
  if (!casoPolicy(ctx, lido.caso, lido.acesso).pode_exportar) {
    // An attempt to carry the evidence away is worth a line of its own on the log.
    await audit(ctx.db, {
      level: 'WARNING',
      action: 'caso.exportacao_recusada',
      message: `Exportação das mídias do caso ${lido.caso.identificador} recusada: acesso somente leitura`,
      userId: requireActor(ctx).id,
      casoId,
      context: { acesso: lido.acesso, ip: ctx.ip },
    });
    throw new AppError('FORBIDDEN', CASO_SOMENTE_LEITURA);
  }
  return lido;
}

/**
 * The case locked for a write by one of its members, inside the write's transaction: 404 for
 * anyone who may not see it, 403 for a justified (read-only) reader, and 403 with '24 horas' once
 * the edit window has closed — unless the write is about who has access rather than about the
 * case's content (`editWindow: false`: sharing). The share lock keeps the case from being deleted
 * mid-write; a write of the case row itself (`alteraOCaso`) takes the row.
 */
export async function loadCasoForWrite(
  ctx: ServiceContext,
  tx: DbOrTx,
  casoId: string,
  options: { editWindow?: boolean; alteraOCaso?: boolean } = {},
): Promise<{ caso: CasoRow; actor: Actor }> {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const janela = options.editWindow !== false;
  // Whoever the request's check already knows may not write is refused before the row is taken
  // for change, which would hold every member's write of the case while it is refused.
  if (options.alteraOCaso && ctx.caso?.caso.id === casoId)
    exigirEscrita(ctx, ctx.caso.caso, ctx.caso.acesso, janela);
  const row = await selectWithAccess(tx, actor, casoId, options.alteraOCaso ? 'no key update' : 'share');
  const acesso = row && !row.caso.deletedAt ? acessoAgora(row, now) : null;
  if (!row || !acesso) throw notFound(CASO_NOT_FOUND);
  exigirEscrita(ctx, row.caso, acesso, janela);
  return { caso: row.caso, actor };
}

function exigirEscrita(ctx: ServiceContext, caso: CasoRow, acesso: CasoAcesso, janela: boolean): void {
  switch (recusaDeEscrita(caso, acesso, ctx.now(), ctx, janela)) {
    case 'SOMENTE_LEITURA':
      throw new AppError('FORBIDDEN', CASO_SOMENTE_LEITURA);
    case 'PRAZO_ENCERRADO':
      throw editWindowClosed(ctx);
    case null:
      return;
  }
}

/**
 * The case locked for issuing one of its official papers — the report, by either path, and the
 * summons — by one of its members, whatever the 24-hour window: 404 for whoever may not see it, 403
 * for a justified reader, who reads the case but never speaks for it (issue 39). The policy's
 * pode_emitir_relatorio is this rule.
 */
export function loadCasoForEmissao(
  ctx: ServiceContext,
  tx: DbOrTx,
  casoId: string,
): Promise<{ caso: CasoRow; actor: Actor }> {
  return loadCasoForWrite(ctx, tx, casoId, { editWindow: false });
}

/** Cases the user is a member of, for lists (history). */
export function casosDoMembro(userId: string): SQL | undefined {
  return and(isNull(casos.deletedAt), isMember(userId));
}
