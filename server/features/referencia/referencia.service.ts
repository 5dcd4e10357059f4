import { asc, eq, sql } from 'drizzle-orm';
import type { Encaminhamento, Municipio } from '../../../shared/schemas/referencia';
import { encaminhamentos, estados, municipios } from '../../db/schema';
import type { ServiceContext } from '../../kit/context';

/** Every municipality, alphabetical whatever the database collation (accents and case ignored). */
export function listMunicipios(ctx: ServiceContext): Promise<Municipio[]> {
  return ctx.db
    .select({ id: municipios.id, nome: municipios.nome, uf: estados.uf })
    .from(municipios)
    .innerJoin(estados, eq(estados.id, municipios.estadoId))
    .orderBy(sql`immutable_unaccent(lower(${municipios.nome}))`, asc(estados.uf), asc(municipios.id));
}

/** The referral places still offered, in the order the administrators gave them. */
export function listEncaminhamentos(ctx: ServiceContext): Promise<Encaminhamento[]> {
  return ctx.db
    .select({ codigo: encaminhamentos.codigo, nome: encaminhamentos.nome, livre: encaminhamentos.livre })
    .from(encaminhamentos)
    .where(eq(encaminhamentos.ativo, true))
    .orderBy(asc(encaminhamentos.ordem), asc(encaminhamentos.codigo));
}
