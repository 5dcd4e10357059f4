/** The timeline of a case as the API answers it: in chronological order, each with its recorded moment. */
import { asc, eq } from 'drizzle-orm';
import type { Acionamento } from '../../../shared/schemas/acionamentos';
import type { DbOrTx } from '../../db/client';
import { acionamentos, users } from '../../db/schema';
import { versoesDe } from '../../kit/versao';

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
  const rows = await db
    .select({ acionamento: acionamentos, name: users.name, matricula: users.matricula })
    .from(acionamentos)
    .innerJoin(users, eq(users.id, acionamentos.createdBy))
    .where(eq(acionamentos.casoId, casoId))
    .orderBy(asc(acionamentos.horario), asc(acionamentos.createdAt), asc(acionamentos.id));
  const versoes = await versoesDe(
    db,
    rows.map((row) => row.acionamento.id),
  );
  return rows.map((row) =>
    presentAcionamento(
      row.acionamento,
      { name: row.name, matricula: row.matricula },
      versoes.get(row.acionamento.id),
    ),
  );
}
