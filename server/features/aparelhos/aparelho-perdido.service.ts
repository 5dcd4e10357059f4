/**
 * A lost phone (issue 43). Marked lost by a user bound to it (from another device) or by an
 * administrator of users: every session on it ends in the same transaction, for every user (the
 * sessions' notices end them on every node), its key no longer vouches for captures, and every
 * request it makes afterwards is refused with APARELHO_PERDIDO (server/auth/access.ts), which
 * tells it to wipe what it read. It opens no session until released, by the same people. Every
 * change, the first time the device is told, and each login refused on it are on the log.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AparelhoPerdidoRequest } from '../../../shared/schemas/aparelhos';
import { audit } from '../../audit/audit';
import { aparelhoDaSessao } from '../../auth/aparelho-da-sessao';
import type { EstadoDoAparelho } from '../../auth/aparelhos-perdidos';
import { forgetActivity } from '../../auth/session-cache';
import { hashToken } from '../../auth/tokens';
import { contar } from '../../cluster/limite-store';
import type { Db, DbOrTx } from '../../db/client';
import { aparelhos, aparelhoUsuarios, sessions } from '../../db/schema';
import { AppError } from '../../errors';
import { type Actor, requireActor, type ServiceContext } from '../../kit/context';
import { comAutoridade, exigir } from '../admin/autoridade';
import { impedimentosDaLiberacao, impedimentosDoAdministrador, podeAgir } from './aparelho-do-usuario.view';

const NAO_ENCONTRADO = 'Aparelho não encontrado.';

type AparelhoRow = typeof aparelhos.$inferSelect;

/**
 * The device, locked, if the actor may act on it: bound to it (and not acting from it), or an
 * administrator of users. Anyone else is told it does not exist. A release asks more
 * (`impedimentosDaLiberacao`).
 */
export async function aparelhoParaAgir(
  tx: DbOrTx,
  actor: Actor,
  aparelhoId: string,
  { soDono = false, liberar = false } = {},
): Promise<AparelhoRow> {
  const [row] = await tx.select().from(aparelhos).where(eq(aparelhos.id, aparelhoId)).for('update');
  const [vinculo] = row
    ? await tx
        .select({ userId: aparelhoUsuarios.userId })
        .from(aparelhoUsuarios)
        .where(and(eq(aparelhoUsuarios.aparelhoId, aparelhoId), eq(aparelhoUsuarios.userId, actor.id)))
    : [];
  const { dono, administrador } = podeAgir(actor, Boolean(vinculo));
  if (!row || !(dono || (administrador && !soDono))) throw new AppError('NOT_FOUND', NAO_ENCONTRADO);
  if ((await aparelhoDaSessao(tx, actor)) === aparelhoId) {
    throw new AppError('NOT_FOUND', NAO_ENCONTRADO);
  }
  const impedimentos = liberar
    ? await impedimentosDaLiberacao(tx, actor, [aparelhoId])
    : dono
      ? new Map()
      : await impedimentosDoAdministrador(tx, actor, [aparelhoId]);
  exigir(impedimentos.get(aparelhoId) ?? null);
  return row;
}

/** Ends every open session bound to the device, or only `userId`'s; answers the ids ended. */
export async function encerrarSessoesDoAparelho(
  tx: DbOrTx,
  aparelhoId: string,
  agora: Date,
  userId?: string,
): Promise<string[]> {
  const encerradas = await tx
    .update(sessions)
    .set({ endedAt: agora })
    .where(
      and(
        eq(sessions.aparelhoId, aparelhoId),
        isNull(sessions.endedAt),
        userId ? eq(sessions.userId, userId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return encerradas.map((s) => s.id);
}

export async function setAparelhoPerdido(
  ctx: ServiceContext,
  aparelhoId: string,
  { perdido }: AparelhoPerdidoRequest,
): Promise<{ perdido_em: string | null }> {
  const actor = requireActor(ctx);
  const tentativa = {
    action: 'user.refused',
    descricao: perdido ? 'Marcar aparelho como perdido' : 'Liberar aparelho',
    context: { op: 'setAparelhoPerdido', aparelhoId, perdido },
  };
  const { perdidoEm, encerradas } = await comAutoridade(ctx, actor, tentativa, () =>
    marcar(ctx, aparelhoId, perdido),
  );
  for (const id of encerradas) forgetActivity(id);
  return { perdido_em: perdidoEm?.toISOString() ?? null };
}

function marcar(ctx: ServiceContext, aparelhoId: string, perdido: boolean) {
  const actor = requireActor(ctx);
  const agora = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await aparelhoParaAgir(tx, actor, aparelhoId, { liberar: !perdido });
    // Already so: nothing changes, nothing new on the log.
    if (Boolean(row.revogadoEm) === perdido) return { perdidoEm: row.revogadoEm, encerradas: [] };
    await tx
      .update(aparelhos)
      .set({ revogadoEm: perdido ? agora : null, avisadoEm: null })
      .where(eq(aparelhos.id, aparelhoId));
    const encerradas = perdido ? await encerrarSessoesDoAparelho(tx, aparelhoId, agora) : [];
    await audit(tx, {
      level: 'WARNING',
      action: perdido ? 'aparelho.perdido' : 'aparelho.liberado',
      message: perdido
        ? `Aparelho marcado como perdido: ${row.nome} (${encerradas.length} sessões encerradas)`
        : `Aparelho liberado: ${row.nome}`,
      userId: actor.id,
      context: {
        aparelhoId,
        sessoesEncerradas: encerradas,
        ...(row.revogadoEm ? { perdidoDesde: row.revogadoEm.toISOString() } : {}),
        sessionId: actor.sessionId,
        ip: ctx.ip,
      },
    });
    return { perdidoEm: perdido ? agora : null, encerradas };
  });
}

/**
 * The first request of a lost device after it was marked: on the log once, with when, so that
 * whoever marked it knows it was told to wipe. Only when the request carries a session opened on
 * that device (ended by the mark, its cookie still on the phone): the header alone is a claim,
 * which whoever read the device's id could make, and the phone is told all the same.
 */
export async function avisarAparelhoPerdido(
  db: Db,
  estado: EstadoDoAparelho,
  token: string | undefined,
  ip: string,
  agora: Date,
): Promise<void> {
  if (estado.avisado || !token) return;
  const doAparelho = await db.transaction(async (tx) => {
    const [daSessao] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.aparelhoId, estado.id)));
    if (!daSessao) return false;
    const [row] = await tx
      .update(aparelhos)
      .set({ avisadoEm: agora })
      .where(and(eq(aparelhos.id, estado.id), isNull(aparelhos.avisadoEm), isNotNull(aparelhos.revogadoEm)))
      .returning({ nome: aparelhos.nome });
    if (!row) return true;
    await audit(tx, {
      level: 'WARNING',
      action: 'aparelho.avisado',
      message: `Aparelho perdido voltou a falar com o servidor e foi avisado: ${row.nome}`,
      context: { aparelhoId: estado.id, sessionId: daSessao.id, ip },
    });
    return true;
  });
  if (doAparelho) estado.avisado = true;
}

/**
 * Refused logins of one lost device written to the log in an hour. Whoever holds the phone can send
 * them without end, and the log keeps every row for good: past this many they are still refused,
 * only not written, and the last row written says so.
 */
export const RECUSAS_NO_LOG_POR_HORA = 20;

/** A login tried on a lost device: refused before any password is checked, on the log. */
export async function recusarAparelhoPerdido(db: Db, aparelhoId: string, ip: string): Promise<void> {
  const { current } = await contar(db, `aparelho.login_recusado ${aparelhoId}`, 3_600_000);
  if (current > RECUSAS_NO_LOG_POR_HORA) return;
  const ultima = current === RECUSAS_NO_LOG_POR_HORA;
  await audit(db, {
    level: 'WARNING',
    action: 'aparelho.login_recusado',
    message: ultima
      ? `Login recusado: o aparelho está marcado como perdido (${current}ª tentativa na hora; as próximas desta hora são recusadas sem entrar no log)`
      : 'Login recusado: o aparelho está marcado como perdido',
    context: { aparelhoId, ip, tentativa: current },
  });
}
