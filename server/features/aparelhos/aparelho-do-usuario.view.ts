/**
 * A user's devices as 'Meus aparelhos' and the administrator's user screen show them (issue 43):
 * each binding of the user with its device, the user's open sessions on it, and what the reader
 * may do with it. The rule of who may do what is `podeAgir`, which the writes check too.
 */
import { and, desc, eq, gt, inArray, isNull, max, ne } from 'drizzle-orm';
import type { AparelhoDoUsuario } from '../../../shared/schemas/aparelhos';
import { aparelhoDaSessao } from '../../auth/aparelho-da-sessao';
import type { DbOrTx } from '../../db/client';
import { aparelhos, aparelhoUsuarios, sessions } from '../../db/schema';
import type { Actor } from '../../kit/context';
import { direitosDosUsuarios, type Impedimento, sobreConta } from '../admin/autoridade';

/** Who may end sessions, mark lost or release: the user bound to it, or an administrator of users. */
export function podeAgir(leitor: Actor, dono: boolean): { dono: boolean; administrador: boolean } {
  return { dono, administrador: leitor.permissions.has('gerenciar_usuarios') };
}

/**
 * Why an administrator may not cut each of these devices (issue 39's authority): a user bound to it
 * holds a right the administrator lacks. The administrator's own binding does not count.
 */
export async function impedimentosDoAdministrador(db: DbOrTx, actor: Actor, aparelhoIds: string[]) {
  const impedimentos = new Map<string, Impedimento>();
  if (aparelhoIds.length === 0) return impedimentos;
  const vinculos = await db
    .select({ aparelhoId: aparelhoUsuarios.aparelhoId, userId: aparelhoUsuarios.userId })
    .from(aparelhoUsuarios)
    .where(inArray(aparelhoUsuarios.aparelhoId, aparelhoIds));
  const outros = vinculos.filter((v) => v.userId !== actor.id);
  const direitos = await direitosDosUsuarios(db, [...new Set(outros.map((v) => v.userId))]);
  for (const { aparelhoId, userId } of outros) {
    const impedimento = sobreConta(actor, userId, direitos.get(userId) ?? new Set());
    if (impedimento && !impedimentos.has(aparelhoId)) impedimentos.set(aparelhoId, impedimento);
  }
  return impedimentos;
}

const LIBERAR_DE_OUTROS =
  'Este aparelho também é de outros usuários: só um administrador de usuários com autoridade sobre eles o libera.';

/**
 * Why the actor may not release each of these lost devices. Releasing brings back on it what its
 * users had there (their passkeys, its key vouching for captures): a device bound to the actor alone
 * is theirs to release; one bound to others too takes an administrator with authority over each of
 * them, so that a colleague who once used the shift phone cannot undo an administrator's mark.
 */
export async function impedimentosDaLiberacao(db: DbOrTx, actor: Actor, aparelhoIds: string[]) {
  if (actor.permissions.has('gerenciar_usuarios')) return impedimentosDoAdministrador(db, actor, aparelhoIds);
  const impedimentos = new Map<string, Impedimento>();
  if (aparelhoIds.length === 0) return impedimentos;
  const deOutros = await db
    .selectDistinct({ aparelhoId: aparelhoUsuarios.aparelhoId })
    .from(aparelhoUsuarios)
    .where(and(inArray(aparelhoUsuarios.aparelhoId, aparelhoIds), ne(aparelhoUsuarios.userId, actor.id)));
  for (const { aparelhoId } of deOutros) {
    impedimentos.set(aparelhoId, {
      code: 'RIGHTS_NOT_HELD',
      motivo: LIBERAR_DE_OUTROS,
      permissoes: ['gerenciar_usuarios'],
    });
  }
  return impedimentos;
}

const iso = (data: Date | null) => data?.toISOString() ?? null;

export async function loadAparelhosDoUsuario(
  db: DbOrTx,
  userId: string,
  leitor: Actor,
  agora: Date,
): Promise<AparelhoDoUsuario[]> {
  const linhas = await db
    .select({ aparelho: aparelhos, vinculo: aparelhoUsuarios })
    .from(aparelhoUsuarios)
    .innerJoin(aparelhos, eq(aparelhos.id, aparelhoUsuarios.aparelhoId))
    .where(eq(aparelhoUsuarios.userId, userId));
  if (linhas.length === 0) return [];
  const doUsuarioNelas = and(
    eq(sessions.userId, userId),
    inArray(
      sessions.aparelhoId,
      linhas.map((l) => l.aparelho.id),
    ),
  );
  const abertas = await db
    .select()
    .from(sessions)
    .where(and(doUsuarioNelas, isNull(sessions.endedAt), gt(sessions.expiresAt, agora)))
    .orderBy(desc(sessions.lastSeenAt));
  // Last seen: the last request of the user's sessions on it (kept once a minute), or the last login.
  const usadas = await db
    .select({ aparelhoId: sessions.aparelhoId, em: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(doUsuarioNelas)
    .groupBy(sessions.aparelhoId);
  const usadoEm = new Map(usadas.map((u) => [u.aparelhoId, u.em]));
  const daSessao = await aparelhoDaSessao(db, leitor);
  const { dono, administrador } = podeAgir(leitor, leitor.id === userId);
  const impedidos =
    administrador && !dono
      ? await impedimentosDoAdministrador(
          db,
          leitor,
          linhas.map((l) => l.aparelho.id),
        )
      : new Map();
  const perdidos = linhas.filter((l) => l.aparelho.revogadoEm !== null).map((l) => l.aparelho.id);
  const semLiberar = await impedimentosDaLiberacao(db, leitor, perdidos);
  const vistos = linhas.map(({ aparelho, vinculo }) => {
    const usado = usadoEm.get(aparelho.id);
    return { aparelho, vinculo, visto: usado && usado > vinculo.vistoEm ? usado : vinculo.vistoEm };
  });
  vistos.sort((x, y) => y.visto.getTime() - x.visto.getTime());
  return vistos.map(({ aparelho, vinculo, visto }) => {
    const este = aparelho.id === daSessao;
    const perdido = aparelho.revogadoEm !== null;
    // Acted on from another device: on this one, leaving is 'Sair'.
    const deOutro = dono && !este;
    const pode = !este && (dono || (administrador && !impedidos.has(aparelho.id)));
    const sessoes = abertas
      .filter((s) => s.aparelhoId === aparelho.id)
      .map((s) => ({
        id: s.id,
        criada_em: s.createdAt.toISOString(),
        vista_em: s.lastSeenAt.toISOString(),
        esta: s.id === leitor.sessionId,
      }));
    return {
      id: aparelho.id,
      nome: aparelho.nome,
      registrado_em: vinculo.registradoEm.toISOString(),
      visto_em: visto.toISOString(),
      este,
      pendentes: vinculo.pendentes,
      pendentes_em: iso(vinculo.pendentesEm),
      sessoes,
      perdido_em: iso(aparelho.revogadoEm),
      avisado_em: iso(aparelho.avisadoEm),
      policy: {
        pode_encerrar: deOutro && !perdido && sessoes.length > 0,
        pode_marcar_perdido: pode && !perdido,
        pode_liberar: pode && perdido && !semLiberar.has(aparelho.id),
      },
    };
  });
}
