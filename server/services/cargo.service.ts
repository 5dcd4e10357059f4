import { asc } from 'drizzle-orm';
import type { Cargo } from '../../shared/schemas/equipe';
import { cargos } from '../db/schema';
import type { ServiceContext } from './context';

/** The positions in their ids' order: the spec's 21 first (ids 1–21, its order), then the administrators'. */
export function listCargos(ctx: ServiceContext): Promise<Cargo[]> {
  return ctx.db.select({ id: cargos.id, nome: cargos.nome }).from(cargos).orderBy(asc(cargos.id));
}
