import type { z } from 'zod';
import type { Acionamento, acionamentoCreateRequest } from '../../../shared/schemas/acionamentos';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { loadCasoForWrite } from '../../auth/caso-access';
import { acionamentos } from '../../db/schema';
import { apagarDoCaso } from '../../kit/apagar-do-caso';
import { autorDe } from '../../kit/autor';
import type { Created, ServiceContext } from '../../kit/context';
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
    const autor = await autorDe(tx, value.createdBy);
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
  await ctx.db.transaction((tx) =>
    apagarDoCaso(ctx, tx, acionamentos, {
      casoId,
      id: acionamentoId,
      query,
      naoEncontrado: EVENTO_NOT_FOUND,
      action: 'acionamento.deleted',
      chave: { acionamentoId },
      recurso: 'acionamento',
      registro: (row) => `Evento: ${row.tipo}`,
      rastro: (row) => ({
        message: `Evento apagado: ${row.tipo}`,
        context: {
          acionamentoId,
          tipo: row.tipo,
          horario: row.horario.toISOString(),
          momento: row.createdAt.toISOString(),
        },
      }),
    }),
  );
}
