/**
 * The timeline (Cronologia): events recorded and deleted by the case's members within the edit
 * window, each write with its audit row. The server keeps both times: the one the officer states
 * (`horario`) and the moment it received the event (`momento`, its own clock), so a time typed
 * later is told apart from one recorded on the spot. An impossible order is only warned of, on the
 * screen (shared/cronologia.ts): the event is recorded as stated.
 */
import type { OperationBody } from '../../../shared/api';
import type { Acionamento } from '../../../shared/schemas/acionamentos';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { acionamentos } from '../../db/schema';
import { apagarDoCaso } from '../../kit/apagar-do-caso';
import { autorDe } from '../../kit/autor';
import type { Created, ServiceContext } from '../../kit/context';
import { criarNoCaso } from '../../kit/criar-no-caso';
import { presentAcionamento } from './acionamento.view';

const EVENTO_NOT_FOUND = 'Evento não encontrado.';

type AcionamentoRow = typeof acionamentos.$inferSelect;

/** How the history names an event, on its create and its delete. */
const EVENTO = { recurso: 'acionamento', registro: (row: AcionamentoRow) => `Evento: ${row.tipo}` };

/** What the log keeps of an event: both its times. */
const rastro = (row: AcionamentoRow) => ({
  acionamentoId: row.id,
  tipo: row.tipo,
  horario: row.horario.toISOString(),
  momento: row.createdAt.toISOString(),
});

export async function createAcionamento(
  ctx: ServiceContext,
  casoId: string,
  input: OperationBody<'createAcionamento'>,
): Promise<Created<Acionamento>> {
  return ctx.db.transaction(async (tx) => {
    const { value, created } = await criarNoCaso(
      ctx,
      tx,
      acionamentos,
      {
        casoId,
        ...EVENTO,
        action: 'acionamento.created',
        rastro: (row) => ({ message: `Evento registrado: ${row.tipo}`, context: rastro(row) }),
      },
      // The moment is the server's: a repeat answers the first one's.
      ({ actorId }) => ({
        id: input.id,
        casoId,
        tipo: input.tipo,
        horario: new Date(input.horario),
        createdBy: actorId,
        createdAt: ctx.now(),
      }),
    );
    return { value: presentAcionamento(value, await autorDe(tx, value.createdBy)), created };
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
      ...EVENTO,
      rastro: (row) => ({ message: `Evento apagado: ${row.tipo}`, context: rastro(row) }),
    }),
  );
}
