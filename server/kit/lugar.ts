/**
 * Where a record of the case stands (the scene, a camera, a vestígio): its address and its point,
 * as the forms send them. The state follows the chosen city, so it is read from the city.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { estados, municipios } from '../db/schema';
import { AppError } from '../errors';

/** The state follows the chosen city; without one it is what the user set. */
export async function estadoDe(
  tx: Tx,
  cidadeId: number | null,
  estado: string | null,
): Promise<string | null> {
  if (cidadeId === null) return estado;
  const [row] = await tx
    .select({ uf: estados.uf })
    .from(municipios)
    .innerJoin(estados, eq(estados.id, municipios.estadoId))
    .where(eq(municipios.id, cidadeId));
  if (!row)
    throw new AppError('VALIDATION_FAILED', 'Cidade inválida.', [
      { path: 'cidade_id', message: 'Cidade inválida.' },
    ]);
  return row.uf;
}

interface LugarEnviado {
  rua: string | null;
  numero: string | null;
  bairro: string | null;
  complemento: string | null;
  cidade_id: number | null;
  cep: string | null;
  estado: string | null;
  latitude: number | null;
  longitude: number | null;
  precisao_m: number | null;
  obtida_em: string | null;
}

/** The address and point columns of what was sent. */
export async function colunasDoLugar(tx: Tx, input: LugarEnviado) {
  return {
    rua: input.rua,
    numero: input.numero,
    bairro: input.bairro,
    complemento: input.complemento,
    cidade_id: input.cidade_id,
    cep: input.cep,
    estado: await estadoDe(tx, input.cidade_id, input.estado),
    latitude: input.latitude,
    longitude: input.longitude,
    precisaoM: input.precisao_m,
    obtidaEm: input.obtida_em === null ? null : new Date(input.obtida_em),
  };
}
