import { asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Unidade, unidadeCreateRequest } from '../../shared/schemas/unidades';
import type { DbOrTx } from '../db/client';
import { estados, municipios, unidades } from '../db/schema';
import { AppError } from '../errors';
import { type Created, requireActor, type ServiceContext } from './context';
import { insertOnce } from './insert-once';

type UnidadeInput = z.output<typeof unidadeCreateRequest>;

async function select(db: DbOrTx, where?: SQL): Promise<Unidade[]> {
  const rows = await db
    .select({
      id: unidades.id,
      nome: unidades.nome,
      telefone: unidades.telefone,
      endereco: unidades.endereco,
      cidade_id: unidades.cidade_id,
      srpc: unidades.srpc,
      cidadeNome: municipios.nome,
      uf: estados.uf,
    })
    .from(unidades)
    .leftJoin(municipios, eq(municipios.id, unidades.cidade_id))
    .leftJoin(estados, eq(estados.id, municipios.estadoId))
    .where(where)
    .orderBy(asc(unidades.nome));
  return rows.map(({ cidadeNome, uf, ...row }) => ({
    ...row,
    cidade: cidadeNome && uf ? { nome: cidadeNome, uf } : null,
  }));
}

export function listUnidades(ctx: ServiceContext): Promise<Unidade[]> {
  return select(ctx.db);
}

/** Creates a unit with the id the client made; a repeat of the same create answers the stored unit. */
export async function createUnidade(ctx: ServiceContext, input: UnidadeInput): Promise<Created<Unidade>> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [cidade] = await tx
      .select({ id: municipios.id })
      .from(municipios)
      .where(eq(municipios.id, input.cidade_id));
    if (!cidade) {
      throw new AppError('VALIDATION_FAILED', 'Selecione uma cidade', [
        { path: 'cidade_id', message: 'Selecione uma cidade' },
      ]);
    }
    const { created } = await insertOnce(
      tx,
      unidades,
      {
        id: input.id,
        nome: input.nome,
        telefone: input.telefone,
        endereco: input.endereco,
        cidade_id: input.cidade_id,
        srpc: input.srpc,
      },
      {
        audit: () => ({
          action: 'unidade.created',
          message: `Unidade ${input.nome} criada`,
          userId: actor.id,
          context: { unidadeId: input.id, nome: input.nome },
        }),
      },
    );
    const [unidade] = await select(tx, eq(unidades.id, input.id));
    if (!unidade) throw new AppError('INTERNAL', 'Unidade não encontrada após salvar.');
    return { value: unidade, created };
  });
}
