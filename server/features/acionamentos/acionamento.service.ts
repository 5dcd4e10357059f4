/**
 * The timeline (Cronologia): events recorded and deleted by the case's members within the edit
 * window, each write with its audit row. The server keeps both times: the one the officer states
 * (`horario`) and the moment it received the event (`momento`, its own clock), so a time typed
 * later is told apart from one recorded on the spot. An impossible order is only warned of, on the
 * screen (shared/cronologia.ts): the event is recorded as stated.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Acionamento, acionamentoCreateRequest } from '../../../shared/schemas/acionamentos';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import { acionamentos, users } from '../../db/schema';
import { notFound } from '../../errors';
import { exigirApagado } from '../../kit/apagado';
import type { Created, ServiceContext } from '../../kit/context';
import { conferirExclusao, registrarExclusao } from '../../kit/exclusao';
import { insertOnce } from '../../kit/insert-once';
import { presentAcionamento } from './acionamento.view';

type AcionamentoInput = z.output<typeof acionamentoCreateRequest>;

const EVENTO_NOT_FOUND = 'Evento não encontrado.';

export async function createAcionamento(
  ctx: ServiceContext,
  casoId: string,
  input: AcionamentoInput,
): Promise<Created<Acionamento>> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const { value, created } = await insertOnce(
      tx,
      acionamentos,
      {
        id: input.id,
        casoId,
        tipo: input.tipo,
        horario: new Date(input.horario),
        createdBy: actor.id,
        createdAt: ctx.now(),
      },
      {
        // The moment is the server's: a repeat answers the first one's.
        serverSet: ['createdAt', 'updatedAt'],
        historico: {
          actorId: actor.id,
          alvo: (row) => ({
            casoId,
            recurso: 'acionamento',
            registroId: row.id,
            registro: `Evento: ${row.tipo}`,
          }),
        },
        audit: (row) => ({
          action: 'acionamento.created',
          message: `Evento registrado: ${row.tipo}`,
          userId: actor.id,
          casoId,
          context: {
            acionamentoId: row.id,
            tipo: row.tipo,
            horario: row.horario.toISOString(),
            momento: row.createdAt.toISOString(),
          },
        }),
      },
    );
    const [autor] = await tx
      .select({ name: users.name, matricula: users.matricula })
      .from(users)
      .where(eq(users.id, value.createdBy));
    if (!autor) throw new Error(`autor do evento ${value.id} sumiu`);
    return { value: presentAcionamento(value, autor), created };
  });
}

/** Deleting what is already gone answers as the first time: an outbox may send it twice. */
export async function deleteAcionamento(
  ctx: ServiceContext,
  casoId: string,
  acionamentoId: string,
  query?: ExclusaoQuery,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(acionamentos).where(eq(acionamentos.id, acionamentoId));
    if (!row) {
      const rastro = { action: 'acionamento.deleted', casoId, context: { acionamentoId } };
      return exigirApagado(tx, rastro, EVENTO_NOT_FOUND);
    }
    if (row.casoId !== casoId) throw notFound(EVENTO_NOT_FOUND);
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const alvo = {
      casoId,
      recurso: 'acionamento',
      registroId: acionamentoId,
      registro: `Evento: ${row.tipo}`,
    };
    const versao = await conferirExclusao(tx, alvo, actor.id, query);
    const [ultimo] = await tx
      .delete(acionamentos)
      .where(and(eq(acionamentos.id, acionamentoId), eq(acionamentos.casoId, casoId)))
      .returning();
    await registrarExclusao(tx, alvo, actor.id, versao, ultimo ?? row);
    await audit(tx, {
      action: 'acionamento.deleted',
      message: `Evento apagado: ${row.tipo}`,
      userId: actor.id,
      casoId,
      context: {
        acionamentoId,
        tipo: row.tipo,
        horario: row.horario.toISOString(),
        momento: row.createdAt.toISOString(),
      },
    });
  });
}
