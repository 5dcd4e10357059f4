/**
 * Positions (cargos). Their ids are numbers (1–21 are the spec's built-in list, which the client
 * also carries), so a create is made idempotent by the client's id kept beside it (`client_id`),
 * and a delete names that id in its audit row: a late create of a deleted cargo is refused.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { OperationBody } from '../../../shared/api';
import { cargoDaPoliciaCivil, ehDelegado, grupoDoCargo } from '../../../shared/equipe';
import type { Cargo, CargoDaLista } from '../../../shared/schemas/equipe';
import { audit } from '../../audit/audit';
import type { Tx } from '../../db/client';
import { cargos, equipeMembros, users } from '../../db/schema';
import { violouIndice } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import { apagarCadastro } from '../../kit/apagar-cadastro';
import { type Created, requireActor, type ServiceContext } from '../../kit/context';
import { findRepeat } from '../../kit/insert-once';
import { comAutoridade } from './autoridade';
import { exigirSobreTitulares, politicasDosTitulares } from './autoridade-titulares';

export const CARGO_EM_USO_NOME = 'Já existe um cargo com este nome.';
const CARGO_NAO_ENCONTRADO = 'Cargo não encontrado.';

/**
 * The positions in their ids' order: the spec's 21 first (ids 1–21, its order), then the
 * administrators'; each with whether the reader may rename it.
 */
export async function listCargos(ctx: ServiceContext): Promise<CargoDaLista[]> {
  const lista = await ctx.db
    .select({ id: cargos.id, nome: cargos.nome })
    .from(cargos)
    .orderBy(asc(cargos.id));
  const politicaDe = await politicasDosTitulares(ctx.db, requireActor(ctx), 'cargo');
  return lista.map((cargo) => ({ ...cargo, policy: politicaDe(cargo.id) }));
}

async function nomeLivre(tx: Tx, nome: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: cargos.id })
    .from(cargos)
    .where(and(sql`lower(${cargos.nome}) = lower(${nome})`, exceptId ? ne(cargos.id, exceptId) : undefined));
  if (taken) throw new AppError('CARGO_NAME_TAKEN', CARGO_EM_USO_NOME);
}

function uniqueName(error: unknown): never {
  if (violouIndice(error, 'cargos_nome_unique')) throw new AppError('CARGO_NAME_TAKEN', CARGO_EM_USO_NOME);
  throw error;
}

export async function createCargo(
  ctx: ServiceContext,
  input: OperationBody<'createCargo'>,
): Promise<Created<Cargo>> {
  const actor = requireActor(ctx);
  return ctx.db
    .transaction(async (tx) => {
      const apagado = { action: 'cargo.deleted' as const, casoId: null, context: { clientId: input.id } };
      const repeat = await findRepeat(tx, cargos, input.id, { nome: input.nome }, apagado, cargos.clientId);
      if (repeat) return { value: { id: repeat.id, nome: repeat.nome }, created: false };
      await nomeLivre(tx, input.nome);
      const [row] = await tx
        .insert(cargos)
        .values({ nome: input.nome, clientId: input.id })
        .returning({ id: cargos.id, nome: cargos.nome });
      if (!row) throw new AppError('INTERNAL', 'Cargo não encontrado após salvar.');
      await audit(tx, {
        action: 'cargo.created',
        message: `Cargo ${input.nome} criado`,
        userId: actor.id,
        context: { cargoId: row.id, antes: null, depois: { nome: input.nome } },
      });
      return { value: row, created: true };
    })
    .catch(uniqueName);
}

/** Who holds the position ('2 usuários e 1 membro de equipe de caso'), or null when nobody. */
async function quemUsa(tx: Tx, id: number): Promise<string | null> {
  const [usuarios] = await tx.select({ n: count() }).from(users).where(eq(users.cargoId, id));
  const [membros] = await tx.select({ n: count() }).from(equipeMembros).where(eq(equipeMembros.cargoId, id));
  const u = usuarios?.n ?? 0;
  const m = membros?.n ?? 0;
  if (u + m === 0) return null;
  return [
    u > 0 ? (u === 1 ? '1 usuário' : `${u} usuários`) : null,
    m > 0 ? (m === 1 ? '1 membro de equipe de caso' : `${m} membros de equipes de casos`) : null,
  ]
    .filter(Boolean)
    .join(' e ');
}

/**
 * What a position's name decides in the cases (spec §3, §5, §9): whether its holder is the case's
 * delegate and signs a summons, may receive a shared case, and in which group of the team it shows.
 */
const sentidoDo = (nome: string) =>
  JSON.stringify([ehDelegado(nome), cargoDaPoliciaCivil(nome), grupoDoCargo(nome)]);

/**
 * Renames a position; only by whoever may act on every account holding it (autoridade-titulares),
 * a refusal on the log. A position someone holds keeps what it means: a new name that would make
 * its holders delegates, or no longer civil police, or move them in the team, changes every case
 * they are on — that is a new position.
 */
export async function updateCargo(
  ctx: ServiceContext,
  id: number,
  input: OperationBody<'updateCargo'>,
): Promise<Cargo> {
  const actor = requireActor(ctx);
  const tentativa = {
    action: 'cargo.refused',
    descricao: 'Renomear cargo',
    context: { operacao: 'updateCargo', cargoId: id, nome: input.nome },
  };
  const escrever = () =>
    ctx.db.transaction(async (tx) => {
      // Locked first: an account moved into the position meanwhile is a holder this check sees.
      const [antes] = await tx
        .select({ id: cargos.id, nome: cargos.nome })
        .from(cargos)
        .where(eq(cargos.id, id))
        .for('update');
      if (!antes) throw notFound(CARGO_NAO_ENCONTRADO);
      if (antes.nome === input.nome) return antes;
      await exigirSobreTitulares(tx, actor, 'cargo', id);
      const quem = sentidoDo(antes.nome) === sentidoDo(input.nome) ? null : await quemUsa(tx, id);
      if (quem) {
        throw new AppError(
          'CARGO_IN_USE',
          `O cargo ${antes.nome} é usado por ${quem}; este nome mudaria o que ele significa nos casos (quem é o delegado, quem pode receber um caso compartilhado, o grupo na equipe). Crie um cargo novo.`,
        );
      }
      await nomeLivre(tx, input.nome, id);
      await tx.update(cargos).set({ nome: input.nome, updatedAt: ctx.now() }).where(eq(cargos.id, id));
      await audit(tx, {
        action: 'cargo.updated',
        message: `Cargo ${antes.nome} renomeado para ${input.nome}`,
        userId: actor.id,
        context: { cargoId: id, antes: { nome: antes.nome }, depois: { nome: input.nome } },
      });
      return { id, nome: input.nome };
    });
  return comAutoridade(ctx, actor, tentativa, escrever).catch(uniqueName);
}

/** A position held by a user or a team member is not deleted: their records name it. */
export function deleteCargo(ctx: ServiceContext, id: number): Promise<void> {
  return apagarCadastro(ctx, {
    carregar: async (tx) =>
      (
        await tx
          .select({ nome: cargos.nome, clientId: cargos.clientId })
          .from(cargos)
          .where(eq(cargos.id, id))
      )[0],
    naoEncontrado: CARGO_NAO_ENCONTRADO,
    action: 'cargo.deleted',
    chave: { cargoId: id },
    conferir: async (tx, antes) => {
      const quem = await quemUsa(tx, id);
      if (quem) {
        throw new AppError(
          'CARGO_IN_USE',
          `O cargo ${antes.nome} é usado por ${quem}; ele não pode ser excluído.`,
        );
      }
    },
    rastro: (_tx, antes) => ({
      message: `Cargo ${antes.nome} excluído`,
      antes: { nome: antes.nome },
      clientId: antes.clientId,
    }),
    apagar: (tx) => tx.delete(cargos).where(eq(cargos.id, id)),
  });
}
