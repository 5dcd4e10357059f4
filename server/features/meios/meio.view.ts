/** The means of a case as the API answers them, each with who recorded it. */
import { asc, eq } from 'drizzle-orm';
import type { Meio } from '../../../shared/schemas/meios';
import type { DbOrTx } from '../../db/client';
import { meios, users } from '../../db/schema';
import { versoesDe } from '../../kit/versao';

type MeioRow = typeof meios.$inferSelect;

export function presentMeio(row: MeioRow, user: Meio['user'], versao = 1): Meio {
  return {
    versao,
    id: row.id,
    instrumento_crime: row.instrumentoCrime,
    outro_instrumento_crime: row.outroInstrumentoCrime,
    calibres: row.calibres,
    meio_transporte: row.meioTransporte,
    rota_chegada_suspeito: row.rotaChegadaSuspeito,
    rota_fuga_suspeito: row.rotaFugaSuspeito,
    anotacao_meio: row.anotacaoMeio,
    user,
    created_at: row.createdAt.toISOString(),
  };
}

/** Oldest first, as they were recorded. */
export async function loadMeiosDoCaso(db: DbOrTx, casoId: string): Promise<Meio[]> {
  const rows = await db
    .select({ meio: meios, name: users.name, matricula: users.matricula })
    .from(meios)
    .innerJoin(users, eq(users.id, meios.createdBy))
    .where(eq(meios.casoId, casoId))
    .orderBy(asc(meios.createdAt), asc(meios.id));
  const versoes = await versoesDe(
    db,
    rows.map((row) => row.meio.id),
  );
  return rows.map((row) =>
    presentMeio(row.meio, { name: row.name, matricula: row.matricula }, versoes.get(row.meio.id)),
  );
}
