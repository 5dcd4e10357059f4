/**
 * What a reader may do with a case now: the write rule (a member, within the 24-hour window unless
 * the write changes none of the case's content), and the policy sent with the case and each note
 * (Outline's policies), which is that same rule asked again. Loading the case with what the reader
 * is to it is caso-access.ts's.
 */
import { prazoEncerrado } from '../../shared/caso/caso-policy';
import type { CasoAcesso, CasoMotivo, CasoPolicy } from '../../shared/schemas/casos';
import type { casos } from '../db/schema';
import { AppError } from '../errors';
import { type Actor, requireActor, type ServiceContext } from '../kit/context';

type CasoRow = typeof casos.$inferSelect;

/** The instant after which the case's content can no longer be changed (the 24-hour rule). */
export function editavelAte(caso: Pick<CasoRow, 'createdAt'>, ctx: Pick<ServiceContext, 'env'>): Date {
  return new Date(caso.createdAt.getTime() + ctx.env.CASE_EDIT_WINDOW_HOURS * 3_600_000);
}

/** The 403 of the 24-hour rule; its message contains '24 horas' (with the default window). */
export function editWindowClosed(ctx: ServiceContext): AppError {
  return new AppError('EDIT_WINDOW_CLOSED', prazoEncerrado(ctx.env.CASE_EDIT_WINDOW_HOURS));
}

/**
 * Why this reader may not write the case at `now`, or null: the one rule of the write path, which
 * the policy sent with the case repeats by calling it. `editWindow: false` is for writes the 24-hour
 * window does not stop because they change none of the case's content: who has access (sharing) and
 * the case's official papers (the report, the summons).
 */
export function recusaDeEscrita(
  caso: Pick<CasoRow, 'createdAt'>,
  acesso: CasoAcesso,
  now: Date,
  ctx: Pick<ServiceContext, 'env'>,
  editWindow: boolean,
): CasoMotivo | null {
  if (acesso !== 'membro') return 'SOMENTE_LEITURA';
  if (editWindow && now > editavelAte(caso, ctx)) return 'PRAZO_ENCERRADO';
  return null;
}

/** Deleting the case and taking a share back are its creator's. */
export function criouOCaso(caso: Pick<CasoRow, 'createdBy'>, actor: Pick<Actor, 'id'>): boolean {
  return caso.createdBy === actor.id;
}

/** What the actor may do with the case now (Outline's policies, sent with the object). */
export function casoPolicy(
  ctx: ServiceContext,
  caso: Pick<CasoRow, 'createdAt' | 'createdBy'>,
  acesso: CasoAcesso,
): CasoPolicy {
  const actor = requireActor(ctx);
  const now = ctx.now();
  const motivo = recusaDeEscrita(caso, acesso, now, ctx, true);
  const semPrazo = recusaDeEscrita(caso, acesso, now, ctx, false);
  const membro = semPrazo === null;
  const criador = criouOCaso(caso, actor);
  return {
    pode_editar: motivo === null,
    pode_excluir: motivo === null && criador,
    pode_compartilhar: membro,
    pode_revogar: membro && criador,
    pode_exportar: membro,
    motivo,
    // The rule of loadCasoForEmissao.
    pode_emitir_relatorio: membro,
    motivo_emissao: semPrazo,
  };
}

/** A note is changed or deleted by its author only (spec §6), and only while the case may change. */
export function podeEditarNota(
  ctx: ServiceContext,
  policy: Pick<CasoPolicy, 'pode_editar'>,
): (nota: { userId: string }) => boolean {
  const actor = requireActor(ctx);
  return (nota) => policy.pode_editar && autorDaNota(nota, actor);
}

export function autorDaNota(nota: { userId: string }, actor: Pick<Actor, 'id'>): boolean {
  return nota.userId === actor.id;
}
