/** The means of a case as the API answers them, each with who recorded it. */
import { asc } from 'drizzle-orm';
import { apreensaoFields } from '../../../shared/schemas/apreensao';
import { pickValues } from '../../../shared/schemas/fields';
import type { Meio } from '../../../shared/schemas/meios';
import type { DbOrTx } from '../../db/client';
import { meios } from '../../db/schema';
import { registrosDoCaso } from '../../kit/registros-do-caso';

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
    ...pickValues(apreensaoFields, row),
    user,
    created_at: row.createdAt.toISOString(),
  };
}

/** Oldest first, as they were recorded. */
export async function loadMeiosDoCaso(db: DbOrTx, casoId: string): Promise<Meio[]> {
  const rows = await registrosDoCaso(db, meios, meios.createdBy, casoId, [
    asc(meios.createdAt),
    asc(meios.id),
  ]);
  return rows.map((row) => presentMeio(row.registro, row.autor, row.versao));
}
