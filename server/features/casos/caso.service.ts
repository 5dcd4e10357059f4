import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OperationBody } from '../../../shared/api';
import type { Caso, CasoAcesso, CasoHistorico, CasoRenomeado } from '../../../shared/schemas/casos';
import { caso as casoSchema } from '../../../shared/schemas/casos';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { audit, auditCasoRead } from '../../audit/audit';
import {
  CASO_NOT_FOUND,
  casosDoMembro,
  isMember,
  loadCasoForRead,
  loadCasoForWrite,
} from '../../auth/caso-access';
import { casoPolicy, criouOCaso } from '../../auth/caso-politica';
import { acessosJustificados, casos } from '../../db/schema';
import { AppError } from '../../errors';
import { type Created, requireActor, type ServiceContext } from '../../kit/context';
import { conferirExclusaoDoCaso, registrarExclusao } from '../../kit/exclusao';
import { insertOnce } from '../../kit/insert-once';
import { Serialized } from '../../kit/io';
import { editarRegistro, travarRegistro, versaoDe } from '../../kit/versao';
import { loadHistorico, loadSummaries, presentCaso } from './caso.view';
import { cachedCaso, keepCaso } from './caso-cache';

/** Enough for the history screen; older cases are reached through search. */
const HISTORICO_LIMIT = 200;

const ONLY_CREATOR = 'Apenas quem criou o caso pode apagá-lo.';

/** A look at the case, as every answer that carries it records it. */
const leituraDoCaso = (caso: { id: string; identificador: string }, userId: string, acesso: CasoAcesso) => ({
  action: 'caso.read',
  message: `Caso ${caso.identificador} consultado`,
  userId,
  casoId: caso.id,
  context: { acesso },
});

/** Opens a case with the id the client made; the identificador comes from the database trigger. */
export async function createCaso(
  ctx: ServiceContext,
  input: OperationBody<'createCaso'>,
): Promise<Created<Caso>> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const { value: row, created } = await insertOnce(
      tx,
      casos,
      { id: input.id, name: input.name, createdBy: actor.id, createdAt: ctx.now() },
      {
        // The clock differs on every send: only what the client chose is compared.
        serverSet: ['createdAt'],
        caso: input.id,
        audit: (inserted) => ({
          action: 'caso.created',
          message: `Caso ${inserted.identificador} (${inserted.name}) criado`,
          userId: actor.id,
          casoId: inserted.id,
          context: { nome: inserted.name, identificador: inserted.identificador },
        }),
      },
    );
    if (created) return { value: await presentCaso(ctx, tx, row, 'membro'), created };
    // A repeat answers the case as it is now, with what colleagues added since: a look on record.
    const { caso, acesso } = await loadCasoForRead(ctx, input.id, tx);
    await audit(tx, leituraDoCaso(caso, actor.id, acesso));
    return { value: await presentCaso(ctx, tx, caso, acesso), created };
  });
}

/** The cases the actor is a member of, newest first (the history screen). */
export async function listHistorico(ctx: ServiceContext): Promise<CasoHistorico> {
  const actor = requireActor(ctx);
  return loadHistorico(ctx, casosDoMembro(actor.id), HISTORICO_LIMIT);
}

/**
 * The case for one of its readers, as JSON: the answer kept for the case's revision, or a fresh
 * one (validated against the response schema before it is kept). Every read is on record.
 */
export async function getCaso(ctx: ServiceContext, casoId: string): Promise<Serialized> {
  const actor = requireActor(ctx);
  const { caso, acesso } = await loadCasoForRead(ctx, casoId);
  const policy = casoPolicy(ctx, caso, acesso);
  // The answer holds what this reader may do with the case and with each note (its author's).
  const variante = `${actor.id}:${acesso}:${JSON.stringify(policy)}`;
  const revisao = await auditCasoRead(ctx.db, leituraDoCaso(caso, actor.id, acesso));
  const now = Date.now();
  const kept = cachedCaso(caso.id, variante, revisao, now);
  if (kept !== null) return kept;
  const lido = casoSchema.parse(await presentCaso(ctx, ctx.db, caso, acesso, policy));
  const resposta = new Serialized(JSON.stringify(lido));
  // Kept under the revision it was read at, which a change between the two reads has moved on.
  keepCaso(caso.id, variante, lido.revisao, resposta, now);
  return resposta;
}

/** Renames the case; a stale form's name never silently replaces a colleague's newer one. */
export async function renameCaso(
  ctx: ServiceContext,
  casoId: string,
  input: OperationBody<'renameCaso'>,
): Promise<CasoRenomeado> {
  return ctx.db.transaction(async (tx) => {
    const { caso, actor } = await loadCasoForWrite(ctx, tx, casoId, { alteraOCaso: true });
    await travarRegistro(tx, casoId);
    const resumo = async () => {
      const [lido] = await loadSummaries(tx, eq(casos.id, casoId));
      if (!lido) throw new AppError('INTERNAL', 'Caso não encontrado após salvar.');
      return { ...lido, versao: await versaoDe(tx, casoId) };
    };
    await editarRegistro(tx, {
      alvo: { casoId, recurso: 'caso', registroId: casoId, registro: `Caso ${caso.identificador}` },
      actorId: actor.id,
      envio: input,
      atual: { name: caso.name },
      leitura: resumo,
      gravar: async ({ name }) => {
        await tx.update(casos).set({ name, updatedAt: ctx.now() }).where(eq(casos.id, casoId));
        await audit(tx, {
          action: 'caso.renamed',
          message: `Caso ${caso.identificador} renomeado de ${caso.name} para ${name}`,
          userId: actor.id,
          casoId,
          context: { de: caso.name, para: name },
        });
      },
    });
    return resumo();
  });
}

/**
 * Soft-deletes a case; only its creator may. Deleting an already deleted case of one's own
 * answers success, because the outbox re-sends a delete whose answer was lost.
 */
export async function deleteCaso(ctx: ServiceContext, casoId: string, query?: ExclusaoQuery): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const [jaApagado] = await tx
      .select({ id: casos.id })
      .from(casos)
      .where(and(eq(casos.id, casoId), eq(casos.createdBy, actor.id), isNotNull(casos.deletedAt)));
    if (jaApagado) return;

    const { caso } = await loadCasoForWrite(ctx, tx, casoId, { alteraOCaso: true });
    if (!criouOCaso(caso, actor)) throw new AppError('FORBIDDEN', ONLY_CREATOR);
    const alvo = { casoId, recurso: 'caso', registroId: casoId, registro: `Caso ${caso.identificador}` };
    const versao = await conferirExclusaoDoCaso(tx, alvo, actor.id, query, ctx.now());
    await registrarExclusao(tx, alvo, actor.id, versao, { name: caso.name });
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
 * Members get the case back with no justification kept; they need no reason. Whoever gets the
 * case back — a member, the first justification, the same one sent again — leaves a read of it on
 * record, as GET /casos/:id does.
 */
export async function createAcessoJustificado(
  ctx: ServiceContext,
  casoId: string,
  input: OperationBody<'createAcessoJustificado'>,
): Promise<Caso> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ caso: casos, membro: sql<boolean>`${isMember(actor.id)}` })
      .from(casos)
      .where(and(eq(casos.id, casoId), isNull(casos.deletedAt)));
    if (!row) throw new AppError('NOT_FOUND', CASO_NOT_FOUND);
    const lido = (acesso: CasoAcesso) => audit(tx, leituraDoCaso(row.caso, actor.id, acesso));
    if (row.membro) {
      await lido('membro');
      return presentCaso(ctx, tx, row.caso, 'membro');
    }
    await insertOnce(
      tx,
      acessosJustificados,
      { id: input.id, casoId, userId: actor.id, justificativa: input.justificativa, createdAt: ctx.now() },
      {
        // The justification's validity runs from the server's clock.
        serverSet: ['createdAt'],
        audit: () => ({
          level: 'WARNING',
          action: 'caso.acesso_justificado',
          message: `Acesso justificado ao caso ${row.caso.identificador}`,
          userId: actor.id,
          casoId,
          context: { acessoId: input.id, justificativa: input.justificativa },
        }),
      },
    );
    const { caso, acesso } = await loadCasoForRead(ctx, casoId, tx);
    await lido(acesso);
    return presentCaso(ctx, tx, caso, acesso);
  });
}
