import type { Meio, MeioCreateOutput } from '../../../shared/schemas/meios';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { loadCasoForWrite } from '../../auth/caso-access';
import { meios } from '../../db/schema';
import { apagarDoCaso } from '../../kit/apagar-do-caso';
import { autorDe } from '../../kit/autor';
import type { Created, ServiceContext } from '../../kit/context';
import { insertOnce } from '../../kit/insert-once';
import { presentMeio } from './meio.view';

const MEIO_NOT_FOUND = 'Meio não encontrado.';

/** What the log keeps of a means: what it is, not the free text typed about it. */
const rastro = (row: typeof meios.$inferSelect) => ({
  meioId: row.id,
  instrumento_crime: row.instrumentoCrime,
  calibres: row.calibres,
  meio_transporte: row.meioTransporte,
});

export async function createMeio(
  ctx: ServiceContext,
  casoId: string,
  input: MeioCreateOutput,
): Promise<Created<Meio>> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const { value, created } = await insertOnce(
      tx,
      meios,
      {
        id: input.id,
        casoId,
        instrumentoCrime: input.instrumento_crime,
        outroInstrumentoCrime: input.outro_instrumento_crime,
        calibres: input.calibres,
        meioTransporte: input.meio_transporte,
        rotaChegadaSuspeito: input.rota_chegada_suspeito,
        rotaFugaSuspeito: input.rota_fuga_suspeito,
        anotacaoMeio: input.anotacao_meio,
        createdBy: actor.id,
        createdAt: ctx.now(),
      },
      {
        // The clock differs on every send; the author is compared (a repeat by another user is a conflict).
        serverSet: ['createdAt', 'updatedAt'],
        historico: {
          actorId: actor.id,
          alvo: (row) => ({
            casoId,
            recurso: 'meio',
            registroId: row.id,
            registro: `Meio: ${row.instrumentoCrime}`,
          }),
        },
        audit: (row) => ({
          action: 'meio.created',
          message: `Meio do crime salvo: ${row.instrumentoCrime}`,
          userId: actor.id,
          casoId,
          context: rastro(row),
        }),
      },
    );
    const autor = await autorDe(tx, value.createdBy);
    return { value: presentMeio(value, autor), created };
  });
}

/** Deleting what is already gone answers as the first time: an outbox may send it twice. */
export async function deleteMeio(
  ctx: ServiceContext,
  casoId: string,
  meioId: string,
  query?: ExclusaoQuery,
): Promise<void> {
  await ctx.db.transaction((tx) =>
    apagarDoCaso(ctx, tx, meios, {
      casoId,
      id: meioId,
      query,
      naoEncontrado: MEIO_NOT_FOUND,
      action: 'meio.deleted',
      chave: { meioId },
      recurso: 'meio',
      registro: (row) => `Meio: ${row.instrumentoCrime}`,
      rastro: (row) => ({ message: `Meio do crime apagado: ${row.instrumentoCrime}`, context: rastro(row) }),
    }),
  );
}
