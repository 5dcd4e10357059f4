/** The vehicles of a case as the API answers them, each with who recorded it. */
import { asc, eq } from 'drizzle-orm';
import { pickValues } from '../../../shared/schemas/fields';
import { type Veiculo, veiculoFields } from '../../../shared/schemas/veiculos';
import type { DbOrTx } from '../../db/client';
import { veiculos } from '../../db/schema';
import { autorDe } from '../../kit/autor';
import { registrosDoCaso } from '../../kit/registros-do-caso';
import { versaoDe } from '../../kit/versao';

type VeiculoRow = typeof veiculos.$inferSelect;

export function presentVeiculo(row: VeiculoRow, user: Veiculo['user'], versao = 1): Veiculo {
  return {
    id: row.id,
    ...pickValues(veiculoFields, row),
    user,
    created_at: row.createdAt.toISOString(),
    versao,
  };
}

/** Oldest first, as they were recorded. */
export async function loadVeiculosDoCaso(db: DbOrTx, casoId: string): Promise<Veiculo[]> {
  const rows = await registrosDoCaso(db, veiculos, veiculos.createdBy, casoId, [
    asc(veiculos.createdAt),
    asc(veiculos.id),
  ]);
  return rows.map((row) => presentVeiculo(row.registro, row.autor, row.versao));
}

export async function loadVeiculo(db: DbOrTx, id: string): Promise<Veiculo> {
  const [row] = await db.select().from(veiculos).where(eq(veiculos.id, id));
  if (!row) throw new Error(`veículo ${id} sumiu na própria transação`);
  return presentVeiculo(row, await autorDe(db, row.createdBy), await versaoDe(db, id));
}
