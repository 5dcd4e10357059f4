/** The timeline of a case as the API answers it: in chronological order, each with its recorded moment. */
import { asc } from 'drizzle-orm';
import type { Acionamento } from '../../../shared/schemas/acionamentos';
import type { DbOrTx } from '../../db/client';
import { acionamentos } from '../../db/schema';
import { registrosDoCaso } from '../../kit/registros-do-caso';

type AcionamentoRow = typeof acionamentos.$inferSelect;

export function presentAcionamento(row: AcionamentoRow, user: Acionamento['user'], versao = 1): Acionamento {
  return {
    versao,
    id: row.id,
    tipo: row.tipo,
    horario: row.horario.toISOString(),
    momento: row.createdAt.toISOString(),
    user,
  };
}

/** By the stated time; at the same time, in the order recorded (as shared/cronologia.ts orders). */
export async function loadAcionamentosDoCaso(db: DbOrTx, casoId: string): Promise<Acionamento[]> {
  const rows = await registrosDoCaso(db, acionamentos, acionamentos.createdBy, casoId, [
    asc(acionamentos.horario),
    asc(acionamentos.createdAt),
    asc(acionamentos.id),
  ]);
  return rows.map((row) => presentAcionamento(row.registro, row.autor, row.versao));
}
