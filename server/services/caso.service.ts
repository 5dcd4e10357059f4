import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  acessoJustificadoRequest,
  Caso,
  CasoAcesso,
  CasoHistorico,
  CasoResumo,
  CasoTile,
  casoCreateRequest,
  casoRenameRequest,
} from '../../shared/schemas/casos';
import type { DbOrTx } from '../db/client';
import { sameValues } from '../db/idempotent';
import {
  acessosJustificados,
  acionamentos,
  anotacoes,
  cameras,
  casos,
  compartilhamentos,
  equipeMembros,
  locais,
  meios,
  unidades,
  users,
  vestigios,
} from '../db/schema';
import { AppError } from '../errors';
import { audit } from './audit';
import {
  CASO_NAO_ENCONTRADO,
  type CasoRow,
  casosDoMembro,
  editavelAte,
  isMember,
  loadCasoParaEscrita,
  loadCasoParaLeitura,
} from './caso-access';
import { requireActor, type ServiceContext } from './context';
import { loadPessoasDoCaso } from './pessoa-caso.view';

type CasoCreateInput = z.output<typeof casoCreateRequest>;
type CasoRenameInput = z.output<typeof casoRenameRequest>;
type AcessoJustificadoInput = z.output<typeof acessoJustificadoRequest>;

/** Enough for the history screen; older cases are reached through search. */
const HISTORICO_LIMITE = 200;

const APENAS_CRIADOR = 'Apenas quem criou o caso pode apagá-lo.';

const idempotencyConflict = () =>
  new AppError('IDEMPOTENCY_CONFLICT', 'Já existe um registro com este identificador e outros dados.');

function countOf(table: PgTable, where: SQL | undefined): SQL<number> {
  return sql`(SELECT count(*) FROM ${table} WHERE ${where})`.mapWith(Number);
}

/**
 * The tile counts other than the people lists, as scalar subqueries of one query on the case,
 * together with the creator shown in the banner.
 */
async function loadCabecalho(db: DbOrTx, casoId: string) {
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
      // The sketch's markers: evidence and cameras that have a position.
      croqui: sql`${countOf(vestigios, and(eq(vestigios.casoId, casos.id), isNotNull(vestigios.latitude)))}
        + ${countOf(cameras, and(eq(cameras.casoId, casos.id), isNotNull(cameras.latitude)))}`.mapWith(
        Number,
      ),
    })
    .from(casos)
    .innerJoin(users, eq(users.id, casos.createdBy))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId))
    .where(eq(casos.id, casoId));
  if (!row) throw new AppError('NOT_FOUND', CASO_NAO_ENCONTRADO);
  return row;
}

/** Spec §4 Report progress: the items of the report that hold something, out of 10. */
function itensDoRelatorio(contagens: Omit<Record<CasoTile, number>, 'relatorio'>): number {
  return [
    contagens.vitima > 0,
    contagens.anotacaoComplementar > 0,
    contagens.testemunha > 0,
    contagens.equipe > 1,
    contagens.geolocalizacaoCaso > 0,
    contagens.camera_seguranca > 0,
    contagens.suspeito > 0,
    contagens.meios > 0,
    contagens.acionamentos > 0,
    contagens.vestigio > 0,
  ].filter(Boolean).length;
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

/** The case as the hub and every case screen read it, for a reader with the given access. */
async function presentCaso(
  ctx: ServiceContext,
  db: DbOrTx,
  caso: CasoRow,
  acesso: CasoAcesso,
): Promise<Caso> {
  // Sequential: inside a transaction they share one connection, where pg deprecates overlapping queries.
  const cabecalho = await loadCabecalho(db, caso.id);
  const pessoas = await loadPessoasDoCaso(db, caso.id);
  // Who else looked is the members' business, not the reader's.
  const justificados = acesso === 'membro' ? await loadAcessosJustificados(db, caso.id) : [];
  const { name, matricula, unidade, srpc, ...contagens } = cabecalho;
  const semRelatorio = {
    ...contagens,
    vitima: pessoas.vitimas.length,
    testemunha: pessoas.testemunhas.length,
    suspeito: pessoas.suspeitos.length,
  };
  return {
    id: caso.id,
    name: caso.name,
    identificador: caso.identificador,
    created_at: caso.createdAt.toISOString(),
    user: { name, matricula, unidade, srpc },
    acesso,
    editavel_ate: editavelAte(caso, ctx).toISOString(),
    ...pessoas,
    contagens: { ...semRelatorio, relatorio: itensDoRelatorio(semRelatorio) },
    acessos_justificados: justificados,
  };
}

async function loadResumo(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<CasoResumo[]> {
  const query = db
    .select({
      id: casos.id,
      name: casos.name,
      identificador: casos.identificador,
      createdAt: casos.createdAt,
      userName: users.name,
      userMatricula: users.matricula,
    })
    .from(casos)
    .innerJoin(users, eq(users.id, casos.createdBy))
    .where(where)
    .orderBy(desc(casos.createdAt), desc(casos.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    identificador: row.identificador,
    created_at: row.createdAt.toISOString(),
    user: { name: row.userName, matricula: row.userMatricula },
  }));
}

/**
 * Opens a case with the id the client made; the identificador comes from the database trigger.
 * A repeat by the same user with the same name is the outbox re-sending and answers the case.
 */
export async function createCaso(
  ctx: ServiceContext,
  input: CasoCreateInput,
): Promise<{ caso: Caso; created: boolean }> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(casos)
      .values({ id: input.id, name: input.name, createdBy: actor.id, createdAt: ctx.now() })
      .onConflictDoNothing({ target: casos.id })
      .returning();
    if (inserted) {
      await audit(tx, {
        action: 'caso.created',
        message: `Caso ${inserted.identificador} (${inserted.name}) criado`,
        userId: actor.id,
        casoId: inserted.id,
        context: { nome: inserted.name, identificador: inserted.identificador },
      });
      return { caso: await presentCaso(ctx, tx, inserted, 'membro'), created: true };
    }
    // created_at differs on every send, so only what the client chose is compared.
    const [existing] = await tx.select().from(casos).where(eq(casos.id, input.id));
    if (!existing || !sameValues(existing, { name: input.name, createdBy: actor.id })) {
      throw idempotencyConflict();
    }
    const { caso, acesso } = await loadCasoParaLeitura(ctx, input.id, tx);
    return { caso: await presentCaso(ctx, tx, caso, acesso), created: false };
  });
}

/** The cases the actor is a member of, newest first (the history screen). */
export async function listHistorico(ctx: ServiceContext): Promise<CasoHistorico> {
  const actor = requireActor(ctx);
  return { data: await loadResumo(ctx.db, casosDoMembro(actor.id), HISTORICO_LIMITE) };
}

/** The selected case; every read is logged (DESIGN §4). */
export async function getCaso(ctx: ServiceContext, casoId: string): Promise<Caso> {
  const actor = requireActor(ctx);
  const { caso, acesso } = await loadCasoParaLeitura(ctx, casoId);
  const view = await presentCaso(ctx, ctx.db, caso, acesso);
  await audit(ctx.db, {
    action: 'caso.read',
    message: `Caso ${caso.identificador} consultado`,
    userId: actor.id,
    casoId: caso.id,
    context: { acesso },
  });
  return view;
}

export async function renameCaso(
  ctx: ServiceContext,
  casoId: string,
  input: CasoRenameInput,
): Promise<CasoResumo> {
  return ctx.db.transaction(async (tx) => {
    const { caso, actor } = await loadCasoParaEscrita(ctx, tx, casoId);
    // A repeat of a rename that already went through changes nothing, so it leaves no trace.
    if (caso.name !== input.name) {
      await tx.update(casos).set({ name: input.name, updatedAt: ctx.now() }).where(eq(casos.id, casoId));
      await audit(tx, {
        action: 'caso.renamed',
        message: `Caso ${caso.identificador} renomeado de ${caso.name} para ${input.name}`,
        userId: actor.id,
        casoId,
        context: { de: caso.name, para: input.name },
      });
    }
    const [resumo] = await loadResumo(tx, eq(casos.id, casoId));
    if (!resumo) throw new AppError('INTERNAL', 'Caso não encontrado após salvar.');
    return resumo;
  });
}

/**
 * Soft-deletes a case; only its creator may. Deleting an already deleted case of one's own
 * answers success, because the outbox re-sends a delete whose answer was lost.
 */
export async function deleteCaso(ctx: ServiceContext, casoId: string): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const [jaApagado] = await tx
      .select({ id: casos.id })
      .from(casos)
      .where(and(eq(casos.id, casoId), eq(casos.createdBy, actor.id), isNotNull(casos.deletedAt)));
    if (jaApagado) return;

    const { caso } = await loadCasoParaEscrita(ctx, tx, casoId);
    if (caso.createdBy !== actor.id) throw new AppError('FORBIDDEN', APENAS_CRIADOR);
    await tx.update(casos).set({ deletedAt: ctx.now(), updatedAt: ctx.now() }).where(eq(casos.id, casoId));
    await audit(tx, {
      action: 'caso.deleted',
      message: `Caso ${caso.identificador} (${caso.name}) apagado`,
      userId: actor.id,
      casoId,
      context: { nome: caso.name, identificador: caso.identificador },
    });
  });
}

/**
 * A non-member opens a case read-only by stating why (DESIGN §4: need-to-know with a trace).
 * Members get the case back with nothing recorded; they need no reason.
 */
export async function acessarComJustificativa(
  ctx: ServiceContext,
  casoId: string,
  input: AcessoJustificadoInput,
): Promise<Caso> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ caso: casos, membro: sql<boolean>`${isMember(actor.id)}` })
      .from(casos)
      .where(and(eq(casos.id, casoId), isNull(casos.deletedAt)));
    if (!row) throw new AppError('NOT_FOUND', CASO_NAO_ENCONTRADO);
    if (row.membro) return presentCaso(ctx, tx, row.caso, 'membro');

    const sent = { casoId, userId: actor.id, justificativa: input.justificativa };
    // created_at is the server's clock (the justification's validity runs from it), so it is
    // set here and left out of the repeat comparison.
    const [inserted] = await tx
      .insert(acessosJustificados)
      .values({ id: input.id, ...sent, createdAt: ctx.now() })
      .onConflictDoNothing({ target: acessosJustificados.id })
      .returning();
    if (inserted) {
      await audit(tx, {
        level: 'WARNING',
        action: 'caso.acesso_justificado',
        message: `Acesso justificado ao caso ${row.caso.identificador}`,
        userId: actor.id,
        casoId,
        context: { acessoId: input.id, justificativa: sent.justificativa },
      });
    } else {
      const [existing] = await tx
        .select()
        .from(acessosJustificados)
        .where(eq(acessosJustificados.id, input.id));
      if (!existing || !sameValues(existing, sent)) throw idempotencyConflict();
    }
    const { caso, acesso } = await loadCasoParaLeitura(ctx, casoId, tx);
    return presentCaso(ctx, tx, caso, acesso);
  });
}
