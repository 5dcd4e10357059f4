/**
 * What officers editing one case together learn of each other's work (issue 26): the case's
 * field-level history, its revision, and the writes their phones still hold queued for it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { maskCpf } from '../../../shared/formatos/cpf';
import {
  ALTERACOES_POR_PAGINA,
  type AlteracaoCaso,
  type PendenciasRequest,
} from '../../../shared/schemas/versao';
import { auditRead } from '../../audit/audit';
import { aparelhoDaSessao } from '../../auth/aparelho-da-sessao';
import { loadCasoForWrite } from '../../auth/caso-access';
import { casoAlteracoes, casoPendencias } from '../../db/schema';
import { comAutor } from '../../kit/autor';
import type { CampoAlterado } from '../../kit/campos';
import { requireActor, type ServiceContext } from '../../kit/context';

/**
 * Newest first, at the instant's precision the answer carries (milliseconds); `antes` and
 * `antes_id`, the last entry shown, page back. Every look is on record, as reads of the case are.
 */
export async function listAlteracoes(
  ctx: ServiceContext,
  casoId: string,
  { antes, antes_id }: { antes?: string; antes_id?: string },
): Promise<AlteracaoCaso[]> {
  const actor = requireActor(ctx);
  const veOCadastro = actor.permissions.has('ver_perfil');
  const instante = sql`date_trunc('milliseconds', ${casoAlteracoes.em})`;
  const depoisDe = antes
    ? antes_id
      ? sql`(${instante}, ${casoAlteracoes.id}) < (${new Date(antes)}, ${antes_id}::uuid)`
      : sql`${instante} < ${new Date(antes)}`
    : undefined;
  const rows = await comAutor(ctx.db, { alteracao: casoAlteracoes }, casoAlteracoes, casoAlteracoes.userId)
    .where(and(eq(casoAlteracoes.casoId, casoId), depoisDe))
    .orderBy(desc(instante), desc(casoAlteracoes.id))
    .limit(ALTERACOES_POR_PAGINA);
  await auditRead(ctx.db, {
    action: 'caso.alteracoes.read',
    message: 'Histórico de alterações do caso consultado',
    userId: actor.id,
    casoId,
    context: { antes: antes ?? null, antes_id: antes_id ?? null, linhas: rows.length },
  });
  return rows.map(({ alteracao: a, name, matricula }) => ({
    id: a.id,
    recurso: a.recurso,
    registro_id: a.registroId,
    registro: a.registro,
    acao: a.acao as AlteracaoCaso['acao'],
    versao: a.versao,
    por: { name, matricula },
    em: a.em.toISOString(),
    ...(a.origem === null ? {} : { origem: a.origem }),
    campos:
      a.origem === null || veOCadastro
        ? (a.campos as CampoAlterado[])
        : (a.campos as CampoAlterado[]).map(comoNaBusca),
  }));
}

const SO_COM_PERFIL = '(visível a quem vê perfis de pessoas)';

/**
 * A registry change made from another case, as a reader without ver_perfil reads it: what the
 * search shows them of anyone (the name, the CPF masked), the rest of who the person is withheld.
 * Their own case's record holds only what they were given (pessoa-registro.ts).
 */
function comoNaBusca(campo: CampoAlterado): CampoAlterado {
  if (campo.campo === 'pessoa.nome') return campo;
  if (campo.campo === 'pessoa.cpf') {
    const mascara = (valor: unknown) => (typeof valor === 'string' ? maskCpf(valor) : null);
    return { ...campo, antes: mascara(campo.antes), depois: mascara(campo.depois) };
  }
  return { ...campo, antes: campo.antes === null ? null : SO_COM_PERFIL, depois: SO_COM_PERFIL };
}

/**
 * The revision the scope check already read with the case: polling it costs one indexed read and
 * leaves no log row (it says only that something changed, not what).
 */
export function getRevisaoCaso(ctx: ServiceContext): { revisao: number } {
  return { revisao: Math.max(1, ctx.caso?.revisao ?? 1) };
}

/**
 * A device's count of writes queued for the case; 0 forgets the device. Telemetry of the phones,
 * not content of the case: it revises nothing and leaves no log row. Allowed after the edit window
 * too, since a phone may still hold work queued from before it closed.
 */
export async function setPendencias(
  ctx: ServiceContext,
  casoId: string,
  { itens }: PendenciasRequest,
): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId, { editWindow: false });
    // The device is the one the session registered, never the request's word: a colleague who knew
    // another phone's id could otherwise clear the count that makes a delete ask first. A session
    // that registered no device counts as a device of its own. Per user: on a shift's shared phone,
    // each officer's queue is their own.
    const dispositivo = (await aparelhoDaSessao(tx, actor)) ?? actor.sessionId;
    const chave = and(
      eq(casoPendencias.casoId, casoId),
      eq(casoPendencias.dispositivo, dispositivo),
      eq(casoPendencias.userId, actor.id),
    );
    if (itens === 0) {
      await tx.delete(casoPendencias).where(chave);
      return;
    }
    await tx
      .insert(casoPendencias)
      .values({ casoId, dispositivo, userId: actor.id, itens, em: ctx.now() })
      .onConflictDoUpdate({
        target: [casoPendencias.casoId, casoPendencias.dispositivo, casoPendencias.userId],
        set: { itens, em: sql`excluded.em` },
      });
  });
  return { ok: true };
}
