/**
 * The means of the crime (Meios): added and deleted by the case's members within the edit window,
 * each write with its audit row. What the chosen instrument does not show (the other instrument's
 * text, the calibres) has already been dropped by the shared schema.
 */
import { apreensaoFields } from '../../../shared/schemas/apreensao';
import { pickValues } from '../../../shared/schemas/fields';
import type { Meio, MeioCreateOutput } from '../../../shared/schemas/meios';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { meios } from '../../db/schema';
import { apagarDoCaso } from '../../kit/apagar-do-caso';
import { autorDe } from '../../kit/autor';
import type { Created, ServiceContext } from '../../kit/context';
import { criarNoCaso } from '../../kit/criar-no-caso';
import { presentMeio } from './meio.view';

const MEIO_NOT_FOUND = 'Meio não encontrado.';

/** How the history names a means, on its create and its delete. */
const MEIO = {
  recurso: 'meio',
  registro: (row: typeof meios.$inferSelect) => `Meio: ${row.instrumentoCrime}`,
};

/** What the log keeps of a means: what it is, not the free text typed about it. */
const rastro = (row: typeof meios.$inferSelect) => ({
  meioId: row.id,
  instrumento_crime: row.instrumentoCrime,
  calibres: row.calibres,
  meio_transporte: row.meioTransporte,
  numero_serie: row.numero_serie,
  lacre: row.lacre,
});

export async function createMeio(
  ctx: ServiceContext,
  casoId: string,
  input: MeioCreateOutput,
): Promise<Created<Meio>> {
  return ctx.db.transaction(async (tx) => {
    const { value, created } = await criarNoCaso(
      ctx,
      tx,
      meios,
      {
        casoId,
        ...MEIO,
        action: 'meio.created',
        rastro: (row) => ({ message: `Meio do crime salvo: ${row.instrumentoCrime}`, context: rastro(row) }),
      },
      ({ actorId }) => ({
        id: input.id,
        casoId,
        instrumentoCrime: input.instrumento_crime,
        outroInstrumentoCrime: input.outro_instrumento_crime,
        calibres: input.calibres,
        meioTransporte: input.meio_transporte,
        rotaChegadaSuspeito: input.rota_chegada_suspeito,
        rotaFugaSuspeito: input.rota_fuga_suspeito,
        anotacaoMeio: input.anotacao_meio,
        ...pickValues(apreensaoFields, input),
        createdBy: actorId,
        createdAt: ctx.now(),
      }),
    );
    return { value: presentMeio(value, await autorDe(tx, value.createdBy)), created };
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
      ...MEIO,
      rastro: (row) => ({ message: `Meio do crime apagado: ${row.instrumentoCrime}`, context: rastro(row) }),
    }),
  );
}
