/**
 * Complementary notes and the video note: written by the case's members within the edit window,
 * each write with its audit row. A note is its author's: only they change or delete it, and the
 * server says so with NOT_AUTHOR whatever the screen shows. What an edit or a delete takes away is
 * kept in its audit row, so the log tells every text a note ever had.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Anotacao,
  anotacaoAtualizacao,
  anotacaoCreateRequest,
  VideoNota,
  videoNotaAtualizacao,
} from '../../../shared/schemas/anotacoes';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import { autorDaNota, podeEditarNota } from '../../auth/caso-politica';
import type { Tx } from '../../db/client';
import { anotacaoRecebimentos, anotacoes, videoNotas } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { exigirApagado } from '../../kit/apagado';
import type { Actor, Created, ServiceContext } from '../../kit/context';
import { criarNoCaso } from '../../kit/criar-no-caso';
import { conferirExclusao, registrarExclusao } from '../../kit/exclusao';
import { editarRegistro, exigirVersao, registrarAlteracao, travarRegistro } from '../../kit/versao';
import { loadVideoNota, presentAnotacaoById, videoNotaId } from './anotacao.view';

const ANOTACAO_NOT_FOUND = 'Anotação não encontrada.';
const NOT_AUTHOR = 'Só quem escreveu a anotação pode editá-la ou apagá-la.';

export async function createAnotacao(
  ctx: ServiceContext,
  casoId: string,
  input: z.output<typeof anotacaoCreateRequest>,
): Promise<Created<Anotacao>> {
  return ctx.db.transaction(async (tx) => {
    const { created } = await criarNoCaso(
      ctx,
      tx,
      anotacoes,
      {
        casoId,
        recurso: 'anotacao',
        registro: () => 'Anotação',
        action: 'anotacao.created',
        rastro: (row) => ({
          message: 'Anotação salva',
          context: { anotacaoId: row.id, caracteres: row.anotacao.length },
        }),
      },
      ({ actorId, caso }) => {
        const criadaEm = momentoDaNota(input.criada_em, caso.createdAt, ctx.now());
        return {
          id: input.id,
          casoId,
          anotacao: input.anotacao,
          userId: actorId,
          createdAt: criadaEm,
          updatedAt: criadaEm,
        };
      },
    );
    // The server's own time of taking it, kept apart from the phone's (migration 0051); a repeat
    // keeps the first.
    if (created)
      await tx.insert(anotacaoRecebimentos).values({ anotacaoId: input.id, recebidaEm: ctx.now() });
    return { value: await presentAnotacaoById(tx, input.id, aindaEditavel(ctx)), created };
  });
}

/**
 * The device's time of writing, held between the case's creation and now: a wrong or forged clock
 * can neither date a note before its case nor place it above notes still to be written.
 */
function momentoDaNota(criadaEm: string | undefined, casoCriadoEm: Date, agora: Date): Date {
  if (criadaEm === undefined) return agora;
  const ms = Math.min(Math.max(Date.parse(criadaEm), casoCriadoEm.getTime()), agora.getTime());
  return new Date(ms);
}

/** After a write the case took, the case may still change: the note is its author's to edit. */
const aindaEditavel = (ctx: ServiceContext) => podeEditarNota(ctx, { pode_editar: true });

/** The note, locked for the change; 404 when it is not this case's, 403 when not the actor's. */
async function notaDoAutor(tx: Tx, actor: Actor, casoId: string, anotacaoId: string) {
  const [row] = await tx.select().from(anotacoes).where(eq(anotacoes.id, anotacaoId)).for('update');
  if (!row || row.casoId !== casoId) throw notFound(ANOTACAO_NOT_FOUND);
  if (!autorDaNota(row, actor)) throw new AppError('NOT_AUTHOR', NOT_AUTHOR);
  return row;
}

/**
 * The same text again (the outbox resending a lost answer) changes nothing and logs nothing. Only
 * the author edits a note, so versions here keep one author's two devices from undoing each other.
 */
export async function updateAnotacao(
  ctx: ServiceContext,
  casoId: string,
  anotacaoId: string,
  input: z.output<typeof anotacaoAtualizacao>,
): Promise<Anotacao> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const row = await notaDoAutor(tx, actor, casoId, anotacaoId);
    await travarRegistro(tx, anotacaoId);
    await editarRegistro(tx, {
      alvo: { casoId, recurso: 'anotacao', registroId: anotacaoId, registro: 'Anotação' },
      actorId: actor.id,
      envio: input,
      atual: { anotacao: row.anotacao },
      leitura: () => presentAnotacaoById(tx, anotacaoId, aindaEditavel(ctx)),
      gravar: async ({ anotacao }) => {
        await tx
          .update(anotacoes)
          .set({ anotacao, updatedAt: ctx.now() })
          .where(eq(anotacoes.id, anotacaoId));
        await audit(tx, {
          action: 'anotacao.updated',
          message: 'Anotação editada',
          userId: actor.id,
          casoId,
          context: { anotacaoId, anterior: row.anotacao, caracteres: anotacao.length },
        });
      },
    });
    return presentAnotacaoById(tx, anotacaoId, aindaEditavel(ctx));
  });
}

/** Deleting a note already gone answers as the first time: the outbox may send it twice. */
export async function deleteAnotacao(
  ctx: ServiceContext,
  casoId: string,
  anotacaoId: string,
  query?: ExclusaoQuery,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [existe] = await tx
      .select({ casoId: anotacoes.casoId })
      .from(anotacoes)
      .where(eq(anotacoes.id, anotacaoId));
    if (!existe) {
      return exigirApagado(
        tx,
        { action: 'anotacao.deleted', casoId, context: { anotacaoId } },
        ANOTACAO_NOT_FOUND,
      );
    }
    if (existe.casoId !== casoId) throw notFound(ANOTACAO_NOT_FOUND);
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const row = await notaDoAutor(tx, actor, casoId, anotacaoId);
    const alvo = { casoId, recurso: 'anotacao', registroId: anotacaoId, registro: 'Anotação' };
    const versao = await conferirExclusao(tx, alvo, actor.id, query);
    await tx.delete(anotacoes).where(eq(anotacoes.id, anotacaoId));
    await tx.delete(anotacaoRecebimentos).where(eq(anotacaoRecebimentos.anotacaoId, anotacaoId));
    await registrarExclusao(tx, alvo, actor.id, versao, { anotacao: row.anotacao });
    await audit(tx, {
      action: 'anotacao.deleted',
      message: 'Anotação apagada',
      userId: actor.id,
      casoId,
      context: { anotacaoId, anotacao: row.anotacao, criada_em: row.createdAt.toISOString() },
    });
  });
}

/**
 * One video note per case: the first is saved, a later one replaces it (and its audit row keeps
 * the text replaced). The same text again changes nothing. Two first notes sent at once meet on
 * the case's unique index; the later becomes a replacement instead of an error.
 */
export async function saveVideoNota(
  ctx: ServiceContext,
  casoId: string,
  input: z.output<typeof videoNotaAtualizacao>,
): Promise<VideoNota> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    await travarRegistro(tx, videoNotaId(casoId));
    const texto = input.texto;
    const now = ctx.now();
    const alvo = {
      casoId,
      recurso: 'video_nota',
      registroId: videoNotaId(casoId),
      registro: 'Nota do vídeo',
    };
    const atualDe = async () =>
      (await tx.select().from(videoNotas).where(eq(videoNotas.casoId, casoId)).for('update'))[0];
    let atual = await atualDe();
    if (!atual) {
      // The case's note before its first one: version 1, empty. A first note states it too.
      await exigirVersao(tx, {
        alvo,
        actorId: actor.id,
        envio: input,
        atual: { texto: null },
        proposto: { texto },
        leitura: () => loadVideoNota(tx, casoId),
      });
      const [nova] = await tx
        .insert(videoNotas)
        .values({ id: randomUUID(), casoId, texto, userId: actor.id, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: videoNotas.casoId })
        .returning();
      if (nova) {
        // The case had no note (its version 1, empty): the first one is a change of it, so a
        // colleague's first note written on version 1 meanwhile is told apart from an edit of it.
        await registrarAlteracao(tx, alvo, {
          actorId: actor.id,
          acao: 'criado',
          versao: 2,
          campos: [{ campo: 'texto', antes: null, depois: texto }],
        });
        await audit(tx, {
          action: 'video_nota.created',
          message: 'Nota do vídeo salva',
          userId: actor.id,
          casoId,
          context: { videoNotaId: nova.id, caracteres: texto.length },
        });
      } else {
        atual = await atualDe();
      }
    }
    if (atual) {
      const anterior = atual;
      await editarRegistro(tx, {
        alvo,
        actorId: actor.id,
        envio: input,
        atual: { texto: anterior.texto },
        leitura: () => loadVideoNota(tx, casoId),
        gravar: async (final) => {
          await tx
            .update(videoNotas)
            .set({ texto: final.texto, userId: actor.id, updatedAt: now })
            .where(eq(videoNotas.id, anterior.id));
          await audit(tx, {
            action: 'video_nota.replaced',
            message: 'Nota do vídeo substituída',
            userId: actor.id,
            casoId,
            context: {
              videoNotaId: anterior.id,
              anterior: anterior.texto,
              autorAnterior: anterior.userId,
              caracteres: final.texto.length,
            },
          });
        },
      });
    }
    const nota = await loadVideoNota(tx, casoId);
    if (!nota) throw new Error(`nota do vídeo do caso ${casoId} sumiu na própria transação`);
    return nota;
  });
}
