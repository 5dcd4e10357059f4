/** A case read and presented in the API's shapes: the hub's whole case, and the lists' summary. */
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Caso, CasoAcesso, CasoHistorico, CasoPolicy, CasoResumo } from '../../../shared/schemas/casos';
import { CASO_NOT_FOUND, type CasoRow } from '../../auth/caso-access';
import { casoPolicy, editavelAte } from '../../auth/caso-politica';
import type { DbOrTx } from '../../db/client';
import { acessosJustificados, casoAlteracoes, casoRevisoes, casos, unidades, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceContext } from '../../kit/context';
import { versoesDe } from '../../kit/versao';
import { type Contagens, type ParteDoCasoNoServidor, partesDoCaso } from './caso-parte';

/**
 * The creator shown in the banner, with the parts' tile counts as scalar subqueries of the same
 * query on the case. The case's name, version and revision come in that query too, before any
 * part is read: one statement sees one moment, so the revision is never newer than what the
 * answer holds. Read after the parts, a change committed in between gave the answer the new
 * revision over the old content, and the kept answer (caso-cache.ts) served that content as
 * current (a witness deleted by the outbox still listed after the sync).
 */
async function loadHeader(db: DbOrTx, casoId: string, partes: readonly ParteDoCasoNoServidor[]) {
  const contagens: Record<string, SQL<number>> = Object.assign(
    {},
    ...partes.map((parte) => parte.contagensNoCabecalho?.()),
  );
  const [row] = await db
    .select({
      casoName: casos.name,
      versao: sql<number>`(SELECT coalesce(max(${casoAlteracoes.versao}), 1) FROM ${casoAlteracoes}
        WHERE ${casoAlteracoes.registroId} = ${casoId})`.mapWith(Number),
      revisao: sql<number>`(SELECT coalesce(max(${casoRevisoes.revisao}), 1) FROM ${casoRevisoes}
        WHERE ${casoRevisoes.casoId} = ${casoId})`.mapWith(Number),
      name: users.name,
      matricula: users.matricula,
      unidade: unidades.nome,
      srpc: unidades.srpc,
      ...contagens,
    })
    .from(casos)
    .innerJoin(users, eq(users.id, casos.createdBy))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId))
    .where(eq(casos.id, casoId));
  if (!row) throw new AppError('NOT_FOUND', CASO_NOT_FOUND);
  const { casoName, versao, revisao, name, matricula, unidade, srpc, ...contados } = row;
  return {
    caso: { name: casoName, versao, revisao },
    user: { name, matricula, unidade, srpc },
    contagens: contados as Contagens,
  };
}

async function loadAcessosJustificados(db: DbOrTx, casoId: string): Promise<Caso['acessos_justificados']> {
  const rows = await db
    .select({
      id: acessosJustificados.id,
      name: users.name,
      matricula: users.matricula,
      justificativa: acessosJustificados.justificativa,
      createdAt: acessosJustificados.createdAt,
    })
    .from(acessosJustificados)
    .innerJoin(users, eq(users.id, acessosJustificados.userId))
    .where(eq(acessosJustificados.casoId, casoId))
    .orderBy(desc(acessosJustificados.createdAt), desc(acessosJustificados.id));
  return rows.map((row) => ({
    id: row.id,
    user: { name: row.name, matricula: row.matricula },
    justificativa: row.justificativa,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * The case as the hub and every case screen read it, for a reader with the given access, with what
 * that reader may do with it (computed now unless the caller already did).
 */
export async function presentCaso(
  ctx: ServiceContext,
  db: DbOrTx,
  caso: CasoRow,
  acesso: CasoAcesso,
  policy: CasoPolicy = casoPolicy(ctx, caso, acesso),
): Promise<Caso> {
  const partes = partesDoCaso();
  const cabecalho = await loadHeader(db, caso.id, partes);
  // Sequential: inside a transaction they share one connection, where pg deprecates overlapping queries.
  const campos: Partial<Caso> = {};
  for (const parte of partes)
    Object.assign(campos, await parte.carregar?.({ ctx, db, caso, acesso, policy }));
  // Who else looked is the members' business, not the reader's.
  const justificados = acesso === 'membro' ? await loadAcessosJustificados(db, caso.id) : [];
  // Every part's fields are there: the registry's parts are the ones the case's schema is made of.
  const lido = {
    id: caso.id,
    name: cabecalho.caso.name,
    identificador: caso.identificador,
    created_at: caso.createdAt.toISOString(),
    user: cabecalho.user,
    acesso,
    versao: cabecalho.caso.versao,
    revisao: cabecalho.caso.revisao,
    editavel_ate: editavelAte(caso, ctx).toISOString(),
    policy,
    ...campos,
    acessos_justificados: justificados,
  } as Omit<Caso, 'contagens'>;
  const contagens = { ...cabecalho.contagens };
  for (const parte of partes) Object.assign(contagens, parte.contar?.(lido));
  for (const parte of partes) Object.assign(contagens, parte.resumir?.(contagens));
  return { ...lido, contagens: contagens as Caso['contagens'] };
}

/** Cases as lists show them, newest first, with what the policy needs (the creator, the creation). */
async function selectSummaries(db: DbOrTx, where: SQL | undefined, limit?: number) {
  const query = db
    .select({
      id: casos.id,
      name: casos.name,
      identificador: casos.identificador,
      createdAt: casos.createdAt,
      createdBy: casos.createdBy,
      userName: users.name,
      userMatricula: users.matricula,
    })
    .from(casos)
    .innerJoin(users, eq(users.id, casos.createdBy))
    .where(where)
    .orderBy(desc(casos.createdAt), desc(casos.id));
  return limit === undefined ? await query : await query.limit(limit);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function presentSummary(row: SummaryRow): CasoResumo {
  return {
    id: row.id,
    name: row.name,
    identificador: row.identificador,
    created_at: row.createdAt.toISOString(),
    user: { name: row.userName, matricula: row.userMatricula },
  };
}

/** Cases as lists show them, newest first. */
export async function loadSummaries(
  db: DbOrTx,
  where: SQL | undefined,
  limit?: number,
): Promise<CasoResumo[]> {
  return (await selectSummaries(db, where, limit)).map(presentSummary);
}

/** The member's cases as the history lists them, each with what the member may do with it. */
export async function loadHistorico(
  ctx: ServiceContext,
  where: SQL | undefined,
  limit: number,
): Promise<CasoHistorico> {
  const rows = await selectSummaries(ctx.db, where, limit);
  const ids = rows.map((row) => row.id);
  const [revisoes, versoes] =
    ids.length === 0
      ? [[], new Map<string, number>()]
      : await Promise.all([
          ctx.db
            .select({ casoId: casoRevisoes.casoId, revisao: casoRevisoes.revisao })
            .from(casoRevisoes)
            .where(inArray(casoRevisoes.casoId, ids)),
          versoesDe(ctx.db, ids),
        ]);
  const revisaoDe = new Map(revisoes.map((r) => [r.casoId, Number(r.revisao)]));
  return {
    data: rows.map(presentSummary),
    policies: rows.map((row) => ({
      id: row.id,
      editavel_ate: editavelAte(row, ctx).toISOString(),
      policy: casoPolicy(ctx, row, 'membro'),
      revisao: revisaoDe.get(row.id) ?? 1,
      versao: versoes.get(row.id) ?? 1,
    })),
  };
}
