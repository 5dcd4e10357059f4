/**
 * Sharing a case (spec §5 'Sharing'): a member holding compartilhar_caso gives a civil-police user
 * read and write access; the case's creator may take it back. Access is not the case's content, so
 * neither waits on the 24-hour window: whoever carries the investigation on may need the case later.
 */
import { and, eq } from 'drizzle-orm';
import { RECUSAS_COMPARTILHAMENTO, recusaDoCompartilhamento } from '../../../shared/equipe';
import type { Compartilhamento } from '../../../shared/schemas/equipe';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import { criouOCaso } from '../../auth/caso-politica';
import type { Tx } from '../../db/client';
import { cargos, compartilhamentos, equipeMembros, users } from '../../db/schema';
import { violouIndice } from '../../db/unique-violation';
import { AppError, notFound } from '../../errors';
import { exigirApagado } from '../../kit/apagado';
import type { Created, ServiceContext } from '../../kit/context';
import { findRepeat, insertOnce } from '../../kit/insert-once';
import { presentCompartilhamento } from './compartilhamento.view';

const JA_TEM_ACESSO = 'Este usuário já tem acesso ao caso.';

async function alvoDe(tx: Tx, matricula: string) {
  const [alvo] = await tx
    .select({ id: users.id, active: users.active, unidadeId: users.unidadeId, cargo: cargos.nome })
    .from(users)
    .leftJoin(cargos, eq(cargos.id, users.cargoId))
    .where(eq(users.matricula, matricula));
  if (!alvo?.active) throw new AppError('SHARE_UNKNOWN_USER', 'Usuário não encontrado.');
  return alvo;
}

/** The user is the case's creator or on its team (a team row of any origin carries access). */
async function jaEhMembro(tx: Tx, casoCreatedBy: string, casoId: string, userId: string): Promise<boolean> {
  if (casoCreatedBy === userId) return true;
  const [naEquipe] = await tx
    .select({ id: equipeMembros.id })
    .from(equipeMembros)
    .where(and(eq(equipeMembros.casoId, casoId), eq(equipeMembros.userId, userId)));
  return naEquipe !== undefined;
}

export async function createCompartilhamento(
  ctx: ServiceContext,
  casoId: string,
  input: { id: string; matricula: string },
): Promise<Created<Compartilhamento>> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { caso, actor } = await loadCasoForWrite(ctx, tx, casoId, { editWindow: false });
      const alvo = await alvoDe(tx, input.matricula);
      const values = { id: input.id, casoId, userId: alvo.id, sharedBy: actor.id };
      // A resend of a share already made answers as the first time, before asking whether the user has access.
      // A revoked share is not made again by a late copy of its create (issue 40).
      const apagado = {
        action: 'compartilhamento.revoked' as const,
        casoId,
        context: { compartilhamentoId: input.id },
      };
      if (await findRepeat(tx, compartilhamentos, input.id, values, apagado)) {
        return { value: await presentCompartilhamento(tx, input.id), created: false };
      }
      const recusa = recusaDoCompartilhamento(
        { id: alvo.id, unidade: alvo.unidadeId, cargo: alvo.cargo === null ? null : { nome: alvo.cargo } },
        actor.id,
      );
      if (recusa) throw new AppError(recusa, RECUSAS_COMPARTILHAMENTO[recusa]);
      if (await jaEhMembro(tx, caso.createdBy, casoId, alvo.id))
        throw new AppError('SHARE_EXISTS', JA_TEM_ACESSO);
      await insertOnce(tx, compartilhamentos, values, {
        serverSet: ['createdAt'],
        apagado,
        audit: (row) => ({
          action: 'compartilhamento.created',
          message: `Caso compartilhado com a matrícula ${input.matricula}`,
          userId: actor.id,
          casoId,
          context: { compartilhamentoId: row.id, usuarioId: alvo.id, matricula: input.matricula },
        }),
      });
      return { value: await presentCompartilhamento(tx, input.id), created: true };
    });
  } catch (error) {
    if (violouIndice(error, 'compartilhamentos_caso_user_idx'))
      throw new AppError('SHARE_EXISTS', JA_TEM_ACESSO);
    throw error;
  }
}

/**
 * Takes a share back: only the case's creator may. A team row the share left (origem
 * 'compartilhamento', hidden from the team) goes with it, so the access really ends; a user who is
 * on the team in their own right stays there, and keeps access through it.
 */
export async function deleteCompartilhamento(
  ctx: ServiceContext,
  casoId: string,
  compartilhamentoId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(compartilhamentos)
      .where(eq(compartilhamentos.id, compartilhamentoId));
    if (!row) {
      const rastro = { action: 'compartilhamento.revoked' as const, casoId, context: { compartilhamentoId } };
      return exigirApagado(tx, rastro, 'Compartilhamento não encontrado.');
    }
    if (row.casoId !== casoId) throw notFound('Compartilhamento não encontrado.');
    const { caso, actor } = await loadCasoForWrite(ctx, tx, casoId, { editWindow: false });
    if (!criouOCaso(caso, actor)) {
      throw new AppError('FORBIDDEN', 'Somente quem criou o caso pode revogar um compartilhamento.');
    }
    await tx.delete(compartilhamentos).where(eq(compartilhamentos.id, row.id));
    const linhas = await tx
      .delete(equipeMembros)
      .where(
        and(
          eq(equipeMembros.casoId, casoId),
          eq(equipeMembros.origem, 'compartilhamento'),
          eq(equipeMembros.userId, row.userId),
        ),
      )
      .returning({ id: equipeMembros.id });
    const [naEquipe] = await tx
      .select({ id: equipeMembros.id })
      .from(equipeMembros)
      .where(and(eq(equipeMembros.casoId, casoId), eq(equipeMembros.userId, row.userId)));
    await audit(tx, {
      action: 'compartilhamento.revoked',
      level: 'WARNING',
      message: 'Compartilhamento do caso revogado',
      userId: actor.id,
      casoId,
      context: {
        compartilhamentoId: row.id,
        usuarioId: row.userId,
        compartilhadoPor: row.sharedBy,
        compartilhadoEm: row.createdAt.toISOString(),
        membrosOcultosRemovidos: linhas.map((linha) => linha.id),
        continuaNaEquipe: naEquipe !== undefined,
      },
    });
  });
}
