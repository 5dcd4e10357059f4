/**
 * 'Meus aparelhos' and the administrator's view of a user's devices (issue 43): list them, end the
 * officer's own sessions on one of them from another, and keep the count of what each device says
 * waits in its outbox. The device a count is for is the session's, from the server's own record of
 * the session (bound at the device's registration), never a device id the request names.
 */
import { and, eq } from 'drizzle-orm';
import type { AparelhoDoUsuario, AparelhoPendenciasRequest } from '../../../shared/schemas/aparelhos';
import { audit, auditRead } from '../../audit/audit';
import { aparelhoDaSessao } from '../../auth/aparelho-da-sessao';
import { forgetActivity } from '../../auth/session-cache';
import { aparelhoUsuarios, users } from '../../db/schema';
import { AppError } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';
import { loadAparelhosDoUsuario } from './aparelho-do-usuario.view';
import { aparelhoParaAgir, encerrarSessoesDoAparelho } from './aparelho-perdido.service';

export function listAparelhos(ctx: ServiceContext): Promise<AparelhoDoUsuario[]> {
  const actor = requireActor(ctx);
  return loadAparelhosDoUsuario(ctx.db, actor.id, actor, ctx.now());
}

export async function listAparelhosUsuario(
  ctx: ServiceContext,
  userId: string,
): Promise<AparelhoDoUsuario[]> {
  const actor = requireActor(ctx);
  const [user] = await ctx.db
    .select({ id: users.id, matricula: users.matricula })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'Usuário não encontrado.');
  const aparelhos = await loadAparelhosDoUsuario(ctx.db, userId, actor, ctx.now());
  // Where a colleague logs in from, and when, is theirs: an administrator's look is on the log.
  await auditRead(ctx.db, {
    action: 'aparelho.lista_lida',
    message: `Aparelhos do usuário ${user.matricula} consultados`,
    userId: actor.id,
    context: { targetUserId: userId },
  });
  return aparelhos;
}

/** The officer's own sessions on one of their devices, ended from another (a phone left logged in). */
export async function deleteAparelhoSessoes(
  ctx: ServiceContext,
  aparelhoId: string,
): Promise<{ encerradas: number }> {
  const actor = requireActor(ctx);
  const agora = ctx.now();
  const encerradas = await ctx.db.transaction(async (tx) => {
    const row = await aparelhoParaAgir(tx, actor, aparelhoId, { soDono: true });
    const ids = await encerrarSessoesDoAparelho(tx, aparelhoId, agora, actor.id);
    await audit(tx, {
      action: 'aparelho.sessoes_encerradas',
      message: `Sessões encerradas no aparelho ${row.nome}: ${ids.length}`,
      userId: actor.id,
      context: { aparelhoId, sessoesEncerradas: ids, sessionId: actor.sessionId, ip: ctx.ip },
    });
    return ids;
  });
  for (const id of encerradas) forgetActivity(id);
  return { encerradas: encerradas.length };
}

export async function setAparelhoPendencias(
  ctx: ServiceContext,
  { itens }: AparelhoPendenciasRequest,
): Promise<{ ok: true }> {
  const actor = requireActor(ctx);
  const aparelhoId = await aparelhoDaSessao(ctx.db, actor);
  if (!aparelhoId) throw new AppError('NOT_FOUND', 'Esta sessão não registrou o aparelho.');
  await ctx.db
    .update(aparelhoUsuarios)
    .set({ pendentes: itens, pendentesEm: ctx.now() })
    .where(and(eq(aparelhoUsuarios.aparelhoId, aparelhoId), eq(aparelhoUsuarios.userId, actor.id)));
  return { ok: true };
}
