/**
 * The case's team: members added and removed by the case's members within the edit window, each
 * write with its audit row. A member whose matrícula is a user's becomes a member of the case
 * (reads and writes it, spec §1); removing them ends that access unless they have it otherwise.
 */
import { and, eq } from 'drizzle-orm';
import { ehDelegado } from '../../../shared/equipe';
import type { EquipeCreateValues, EquipeMembro } from '../../../shared/schemas/equipe';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import { criouOCaso } from '../../auth/caso-politica';
import type { Tx } from '../../db/client';
import { cargos, equipeMembros, users } from '../../db/schema';
import { violouIndice } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { exigirApagado } from '../../kit/apagado';
import type { Created, ServiceContext } from '../../kit/context';
import { conferirExclusao, registrarExclusao } from '../../kit/exclusao';
import { insertOnce } from '../../kit/insert-once';
import { presentMembro } from './equipe.view';

const MATRICULA_EXISTS = 'Esta matrícula já está na equipe do caso.';
const SO_COMPARTILHADO =
  'Quem recebeu o caso compartilhado não altera a equipe: peça a quem criou o caso ou a um membro da equipe.';
const DELEGADO_DA_CONTA = 'O cargo de delegado vem da conta do usuário, e esta conta não tem cargo.';
const DELEGADO_SEM_CONTA =
  'O cargo de delegado vem da conta do usuário, e esta matrícula não é de um usuário do sistema.';

async function cargoValido(tx: Tx, cargoId: number): Promise<string> {
  const [row] = await tx.select({ nome: cargos.nome }).from(cargos).where(eq(cargos.id, cargoId));
  if (!row) {
    throw new AppError('VALIDATION_FAILED', 'Cargo inválido.', [
      { path: 'cargo_id', message: 'Cargo inválido.' },
    ]);
  }
  return row.nome;
}

/**
 * A share is revocable by the case's creator, a place on the team is not (after the edit window
 * nobody removes it): one who holds the case only by a share does not change the team, neither to
 * put themself on it (directly, or through a colleague they add who then adds them) nor to take
 * its members off.
 */
async function recusarSeSoCompartilhado(tx: Tx, casoId: string, userId: string): Promise<void> {
  const [naEquipe] = await tx
    .select({ id: equipeMembros.id })
    .from(equipeMembros)
    .where(
      and(
        eq(equipeMembros.casoId, casoId),
        eq(equipeMembros.userId, userId),
        eq(equipeMembros.origem, 'equipe'),
      ),
    );
  if (!naEquipe) throw new AppError('FORBIDDEN', SO_COMPARTILHADO);
}

export async function createEquipeMembro(
  ctx: ServiceContext,
  casoId: string,
  input: EquipeCreateValues,
): Promise<Created<EquipeMembro>> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor, caso } = await loadCasoForWrite(ctx, tx, casoId);
      if (!criouOCaso(caso, actor)) await recusarSeSoCompartilhado(tx, casoId, actor.id);
      // A matrícula that is a user's names that user: their name and cargo are the account's, not
      // what was typed (a member's cargo makes the case's delegate, who signs its summons).
      const [usuario] = await tx
        .select({ id: users.id, name: users.name, cargoId: users.cargoId })
        .from(users)
        .where(eq(users.matricula, input.matricula));
      const doUsuario = usuario ? { name: usuario.name, cargoId: usuario.cargoId ?? input.cargo_id } : null;
      const cargoId = doUsuario?.cargoId ?? input.cargo_id;
      const cargo = await cargoValido(tx, cargoId);
      // Anyone else takes the cargo typed, but not the delegate's: that one signs the case's
      // summons, and only an account that holds it may.
      if (ehDelegado(cargo) && !usuario?.cargoId) {
        const mensagem = usuario ? DELEGADO_DA_CONTA : DELEGADO_SEM_CONTA;
        throw new AppError('VALIDATION_FAILED', mensagem, [{ path: 'cargo_id', message: mensagem }]);
      }
      const [existente] = await tx
        .select({ id: equipeMembros.id, origem: equipeMembros.origem })
        .from(equipeMembros)
        .where(and(eq(equipeMembros.casoId, casoId), eq(equipeMembros.matricula, input.matricula)));
      if (existente && existente.id !== input.id) {
        if (existente.origem === 'equipe') throw new AppError('EQUIPE_MATRICULA_EXISTS', MATRICULA_EXISTS);
        // A hidden row a share left for this user gives way to the member typed on the team screen.
        await tx.delete(equipeMembros).where(eq(equipeMembros.id, existente.id));
      }
      const { value, created } = await insertOnce(
        tx,
        equipeMembros,
        {
          id: input.id,
          casoId,
          matricula: input.matricula,
          name: doUsuario?.name ?? input.name,
          cargoId,
          userId: usuario?.id ?? null,
          origem: 'equipe',
          createdBy: actor.id,
        },
        {
          // Whether the matrícula is a user's is the server's to say, now as at the first time.
          serverSet: [
            'createdAt',
            'updatedAt',
            'userId',
            ...(doUsuario ? (['name', 'cargoId'] as const) : []),
          ],
          historico: {
            actorId: actor.id,
            alvo: (row) => ({
              casoId,
              recurso: 'equipe',
              registroId: row.id,
              registro: `Equipe: ${row.name}`,
            }),
          },
          audit: (row) => ({
            action: 'equipe.created',
            message: `Membro incluído na equipe (${cargo})`,
            userId: actor.id,
            casoId,
            context: {
              membroId: row.id,
              matricula: row.matricula,
              cargoId: row.cargoId,
              usuarioId: row.userId,
              substituiuCompartilhamento: existente !== undefined && existente.id !== input.id,
            },
          }),
        },
      );
      return { value: await presentMembro(tx, value.id), created };
    });
  } catch (error) {
    if (violouIndice(error, 'equipe_membros_caso_matricula_idx')) {
      throw new AppError('EQUIPE_MATRICULA_EXISTS', MATRICULA_EXISTS);
    }
    throw error;
  }
}

/**
 * Removes the team member with this matrícula. One already gone answers as the first time (an
 * outbox may send it twice); a row a share left is not the team's to remove.
 */
export async function deleteEquipeMembro(
  ctx: ServiceContext,
  casoId: string,
  matricula: string,
  query?: ExclusaoQuery,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const onde = and(
      eq(equipeMembros.casoId, casoId),
      eq(equipeMembros.matricula, matricula),
      eq(equipeMembros.origem, 'equipe'),
    );
    const [row] = await tx.select().from(equipeMembros).where(onde);
    if (!row) {
      const rastro = { action: 'equipe.deleted' as const, casoId, context: { matricula } };
      return exigirApagado(tx, rastro, 'Membro não encontrado na equipe deste caso.');
    }
    const { actor, caso } = await loadCasoForWrite(ctx, tx, casoId);
    if (!criouOCaso(caso, actor)) await recusarSeSoCompartilhado(tx, casoId, actor.id);
    const alvo = { casoId, recurso: 'equipe', registroId: row.id, registro: `Equipe: ${row.name}` };
    const versao = await conferirExclusao(tx, alvo, actor.id, query);
    const [ultimo] = await tx
      .delete(equipeMembros)
      .where(and(onde, eq(equipeMembros.id, row.id)))
      .returning();
    await registrarExclusao(tx, alvo, actor.id, versao, ultimo ?? row);
    await audit(tx, {
      action: 'equipe.deleted',
      message: 'Membro retirado da equipe',
      userId: actor.id,
      casoId,
      context: { membroId: row.id, matricula: row.matricula, cargoId: row.cargoId, usuarioId: row.userId },
    });
  });
}
