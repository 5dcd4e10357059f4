import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { cargos, estados, municipios, unidades, users } from '../db/schema';

/** A user and their post, for a select from users joined to cargos and unidades. */
const colunasDaLotacao = {
  id: users.id,
  name: users.name,
  matricula: users.matricula,
  cargoId: cargos.id,
  cargoNome: cargos.nome,
  unidadeId: unidades.id,
  unidadeNome: unidades.nome,
};

/**
 * Users with their post: `colunasDaLotacao` and the further columns asked, from users joined to
 * their cargo and unit, each of which may be missing.
 */
export function usuariosComLotacao<Campos extends SelectedFields>(db: DbOrTx, campos: Campos) {
  return db
    .select({ ...colunasDaLotacao, ...campos })
    .from(users)
    .leftJoin(cargos, eq(cargos.id, users.cargoId))
    .leftJoin(unidades, eq(unidades.id, users.unidadeId));
}

/** What a left join found: both its id and its name, or nothing. */
export function encontrado<Id>(id: Id | null, nome: string | null): { id: Id; nome: string } | null {
  return id !== null && nome !== null ? { id, nome } : null;
}

/**
 * A user with their post: cargo, unit and the unit's city, each of which may be missing. The
 * session presents it, and the papers a user issues carry it in their header and signature.
 */
export async function usuarioComLotacao(db: DbOrTx, userId: string) {
  const [row] = await usuariosComLotacao(db, {
    mustChangePassword: users.mustChangePassword,
    unidadeEndereco: unidades.endereco,
    cidadeNome: municipios.nome,
    cidadeUf: estados.uf,
    srpc: unidades.srpc,
    wifiAcimaMb: unidades.wifi_acima_mb,
  })
    .leftJoin(municipios, eq(municipios.id, unidades.cidade_id))
    .leftJoin(estados, eq(estados.id, municipios.estadoId))
    .where(eq(users.id, userId));
  return row ?? null;
}
