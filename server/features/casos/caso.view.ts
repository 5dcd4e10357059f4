/** A case read and presented in the API's shapes: the hub's whole case, and the lists' summary. */
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { marcadoresDoCroqui } from '../../../shared/croqui';
import { progressoRelatorio } from '../../../shared/relatorio';
import type { Caso, CasoAcesso, CasoHistorico, CasoPolicy, CasoResumo } from '../../../shared/schemas/casos';
import {
  CASO_NOT_FOUND,
  type CasoRow,
  casoPolicy,
  editavelAte,
  podeEditarNota,
} from '../../auth/caso-access';
import type { DbOrTx } from '../../db/client';
import {
  acessosJustificados,
  acionamentos,
  anotacoes,
  cameras,
  casoRevisoes,
  casos,
  compartilhamentos,
  equipeMembros,
  locais,
  meios,
  unidades,
  users,
  vestigios,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { ServiceContext } from '../../kit/context';
import { versaoDe } from '../../kit/versao';
import { loadAcionamentosDoCaso } from '../acionamentos/acionamento.view';
import { loadAnotacoesDoCaso, loadVideoNota } from '../anotacoes/anotacao.view';
import { loadEquipeDoCaso } from '../equipe/equipe.view';
import { loadLocaisDoCaso } from '../locais/local.view';
import { loadMeiosDoCaso } from '../meios/meio.view';
import { loadPessoasDoCaso } from '../pessoas/pessoa-caso.view';
import { loadExclusoesDoCaso, loadIntimacoesDoCaso } from '../relatorio/relatorio.view';
import { loadVestigiosDoCaso } from '../vestigios/vestigio.view';

function countOf(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql`(SELECT count(*) FROM ${table} WHERE ${where})`.mapWith(Number);
}

/**
 * The tile counts other than the people lists, as scalar subqueries of one query on the case,
 * together with the creator shown in the banner.
 */
async function loadHeader(db: DbOrTx, casoId: string) {
  const [row] = await db
    .select({
      name: users.name,
      matricula: users.matricula,
      unidade: unidades.nome,
      srpc: unidades.srpc,
      geolocalizacaoCaso: countOf(locais, eq(locais.casoId, casos.id)),
      equipe: countOf(
        equipeMembros,
        and(eq(equipeMembros.casoId, casos.id), eq(equipeMembros.origem, 'equipe')),
      ),
      meios: countOf(meios, eq(meios.casoId, casos.id)),
      vestigio: countOf(vestigios, eq(vestigios.casoId, casos.id)),
      camera_seguranca: countOf(cameras, eq(cameras.casoId, casos.id)),
      anotacaoComplementar: countOf(anotacoes, eq(anotacoes.casoId, casos.id)),
      acionamentos: countOf(acionamentos, eq(acionamentos.casoId, casos.id)),
      compartilhamento: countOf(compartilhamentos, eq(compartilhamentos.casoId, casos.id)),
    })
    .from(casos)
    .innerJoin(users, eq(users.id, casos.createdBy))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId))
    .where(eq(casos.id, casoId));
  if (!row) throw new AppError('NOT_FOUND', CASO_NOT_FOUND);
  return row;
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
  // Sequential: inside a transaction they share one connection, where pg deprecates overlapping queries.
  const cabecalho = await loadHeader(db, caso.id);
  const pessoas = await loadPessoasDoCaso(db, caso.id);
  const locaisDoCaso = await loadLocaisDoCaso(db, caso.id);
  const meiosDoCaso = await loadMeiosDoCaso(db, caso.id);
  const acionamentosDoCaso = await loadAcionamentosDoCaso(db, caso.id);
  const anotacoesDoCaso = await loadAnotacoesDoCaso(db, caso.id, podeEditarNota(ctx, policy));
  const videoNota = await loadVideoNota(db, caso.id);
  const vestigiosDoCaso = await loadVestigiosDoCaso(db, caso.id);
  const { compartilhamentos: todos, ...equipeDoCaso } = await loadEquipeDoCaso(db, caso.id);
  // Who else looked, and whom the case was shared with, is the members' business, not the reader's.
  const justificados = acesso === 'membro' ? await loadAcessosJustificados(db, caso.id) : [];
  const compartilhamentos = acesso === 'membro' ? todos : [];
  const relatorioExclusoes = await loadExclusoesDoCaso(db, caso.id);
  const intimacoesDoCaso = await loadIntimacoesDoCaso(db, caso.id);
  const versao = await versaoDe(db, caso.id);
  const [revisao] = await db
    .select({ revisao: casoRevisoes.revisao })
    .from(casoRevisoes)
    .where(eq(casoRevisoes.casoId, caso.id));
  const { name, matricula, unidade, srpc, ...contagens } = cabecalho;
  const semRelatorio = {
    ...contagens,
    compartilhamento: compartilhamentos.length,
    vitima: pessoas.vitimas.length,
    testemunha: pessoas.testemunhas.length,
    suspeito: pessoas.suspeitos.length,
    // The croqui's markers, counted by the function that draws them (screen and report alike).
    croqui: marcadoresDoCroqui({ ...locaisDoCaso, vestigios: vestigiosDoCaso }).length,
  };
  return {
    id: caso.id,
    name: caso.name,
    identificador: caso.identificador,
    created_at: caso.createdAt.toISOString(),
    user: { name, matricula, unidade, srpc },
    acesso,
    versao,
    revisao: Number(revisao?.revisao ?? 1),
    editavel_ate: editavelAte(caso, ctx).toISOString(),
    policy,
    ...pessoas,
    ...locaisDoCaso,
    meios: meiosDoCaso,
    acionamentos: acionamentosDoCaso,
    anotacoes: anotacoesDoCaso,
    video_nota: videoNota,
    vestigios: vestigiosDoCaso,
    ...equipeDoCaso,
    compartilhamentos,
    contagens: { ...semRelatorio, relatorio: progressoRelatorio(semRelatorio) },
    acessos_justificados: justificados,
    relatorio_exclusoes: relatorioExclusoes,
    intimacoes: intimacoesDoCaso,
  };
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
  const revisoes =
    rows.length === 0
      ? []
      : await ctx.db
          .select({ casoId: casoRevisoes.casoId, revisao: casoRevisoes.revisao })
          .from(casoRevisoes)
          .where(
            inArray(
              casoRevisoes.casoId,
              rows.map((row) => row.id),
            ),
          );
  const revisaoDe = new Map(revisoes.map((r) => [r.casoId, Number(r.revisao)]));
  return {
    data: rows.map(presentSummary),
    policies: rows.map((row) => ({
      id: row.id,
      editavel_ate: editavelAte(row, ctx).toISOString(),
      policy: casoPolicy(ctx, row, 'membro'),
      revisao: revisaoDe.get(row.id) ?? 1,
    })),
  };
}
