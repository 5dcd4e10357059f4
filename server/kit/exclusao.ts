/**
 * Deleting what others are still writing (issue 26). A DELETE names the version its author saw
 * (`?versao_base=`; issue 39: it must, 428 without): when someone else changed the record after
 * it, the delete waits for `?confirmado=1` and the 409 names those changes. Whatever is deleted leaves its last values in
 * the history, so an update that lands just before is not lost with it, and one that lands after
 * answers 404 and can be recreated from what the phone still holds.
 */
import { and, desc, eq, gt, gte, ne } from 'drizzle-orm';
import type { ConflitoExclusao, ExclusaoQuery } from '../../shared/schemas/versao';
import type { Tx } from '../db/client';
import { casoAlteracoes, casoPendencias, casoRevisoes } from '../db/schema';
import { AppError } from '../errors';
import { comAutor } from './autor';
import type { CampoAlterado } from './campos';
import { type Alvo, mudancasDesde, registrarAlteracao, travarRegistro, versaoDe } from './versao';
import { exclusaoSemVersao, versaoInexistente } from './versao-exigida';

const MENSAGEM = 'Outra pessoa alterou este registro depois que você o viu. Confirme para apagar.';
/** A phone that has not reported for a day is taken to have sent or dropped its queue. */
const PENDENCIA_VALIDA_MS = 24 * 3_600_000;
/** Enough to name what changed; the history screen has the rest. */
const MAX_ALTERACOES = 20;

type Alteracao = ConflitoExclusao['alteracoes'][number];

function conflitoDe(alvo: Alvo, versaoAtual: number, alteracoes: Alteracao[]): ConflitoExclusao {
  return { recurso: alvo.recurso, id: alvo.registroId, versao_atual: versaoAtual, alteracoes };
}

function recusar(alvo: Alvo, versaoAtual: number, alteracoes: Alteracao[]): never {
  throw new AppError('DELETE_CONFLICT', MENSAGEM, undefined, conflitoDe(alvo, versaoAtual, alteracoes));
}

/** What others changed in the record after version `base`: each field's last change, who and when. */
async function alteracoesDesde(tx: Tx, alvo: Alvo, actorId: string, base: number) {
  const ultimas = new Map<string, Alteracao>();
  for (const mudanca of await mudancasDesde(tx, alvo, base)) {
    if (mudanca.userId === actorId) continue;
    for (const campo of mudanca.campos) {
      ultimas.set(campo.campo, {
        campo: campo.campo,
        atual: campo.depois,
        por: mudanca.por,
        em: mudanca.em.toISOString(),
      });
    }
  }
  return [...ultimas.values()];
}

/**
 * Locks the record for its delete and refuses it, unconfirmed, when others changed it after the
 * version named; without a version (428) or with one the record never had (409), confirmed or not.
 * Answers the current version, for the history row of the delete.
 */
export async function conferirExclusao(
  tx: Tx,
  alvo: Alvo,
  actorId: string,
  query: ExclusaoQuery | undefined,
): Promise<number> {
  await travarRegistro(tx, alvo.registroId);
  const versaoAtual = await versaoDe(tx, alvo.registroId);
  const base = query?.versao_base;
  if (base === undefined) {
    const alteracoes = await alteracoesDesde(tx, alvo, actorId, 0);
    throw exclusaoSemVersao(conflitoDe(alvo, versaoAtual, alteracoes));
  }
  if (base > versaoAtual) throw versaoInexistente(base, versaoAtual);
  if (query?.confirmado === '1' || base === versaoAtual) return versaoAtual;
  const alteracoes = await alteracoesDesde(tx, alvo, actorId, base);
  if (alteracoes.length > 0) recusar(alvo, versaoAtual, alteracoes);
  return versaoAtual;
}

/** Each field's last value, by dotted path, as the delete leaves it: `antes` the value, `depois` null. */
function ultimosValores(valor: unknown, prefixo = ''): CampoAlterado[] {
  if (valor !== null && typeof valor === 'object' && !Array.isArray(valor) && !(valor instanceof Date)) {
    return Object.entries(valor).flatMap(([chave, item]) =>
      ultimosValores(item, prefixo ? `${prefixo}.${chave}` : chave),
    );
  }
  return valor === null || valor === undefined ? [] : [{ campo: prefixo, antes: valor, depois: null }];
}

/** The delete's history row: each field's last value as `antes`. */
export async function registrarExclusao(
  tx: Tx,
  alvo: Alvo,
  actorId: string,
  versaoAtual: number,
  valores: Record<string, unknown>,
): Promise<void> {
  await registrarAlteracao(tx, alvo, {
    actorId,
    acao: 'excluido',
    versao: versaoAtual + 1,
    campos: ultimosValores(valores),
  });
}

/** The case's revision: one more at every change of anything it records (migration 0009). */
async function revisaoDe(tx: Tx, casoId: string): Promise<number> {
  const [row] = await tx
    .select({ revisao: casoRevisoes.revisao })
    .from(casoRevisoes)
    .where(eq(casoRevisoes.casoId, casoId));
  return Number(row?.revisao ?? 1);
}

/** What colleagues changed in the case after revision `base`, and the work they still hold queued. */
async function alteracoesDoCaso(tx: Tx, alvo: Alvo, actorId: string, base: number, agora: Date) {
  const alteracoes: Alteracao[] = [];
  const rows = await comAutor(tx, { alteracao: casoAlteracoes }, casoAlteracoes, casoAlteracoes.userId)
    .where(
      and(
        eq(casoAlteracoes.casoId, alvo.casoId),
        gt(casoAlteracoes.revisao, base),
        ne(casoAlteracoes.userId, actorId),
      ),
    )
    .orderBy(desc(casoAlteracoes.em))
    .limit(MAX_ALTERACOES);
  for (const { alteracao, name, matricula } of rows) {
    const campos = (alteracao.campos as { campo: string }[]).map((c) => c.campo).join(', ');
    // Each change of the case by someone else: the record and its fields, and what was done.
    alteracoes.push({
      campo: campos ? `${alteracao.registro}: ${campos}` : alteracao.registro,
      atual: alteracao.acao,
      por: { name, matricula },
      em: alteracao.em.toISOString(),
    });
  }
  const pendentes = await comAutor(
    tx,
    { pendencia: casoPendencias },
    casoPendencias,
    casoPendencias.userId,
  ).where(
    and(
      eq(casoPendencias.casoId, alvo.casoId),
      ne(casoPendencias.userId, actorId),
      gte(casoPendencias.em, new Date(agora.getTime() - PENDENCIA_VALIDA_MS)),
    ),
  );
  for (const { pendencia, name, matricula } of pendentes) {
    alteracoes.push({
      campo: 'pendencias',
      atual: pendencia.itens,
      por: { name, matricula },
      em: pendencia.em.toISOString(),
    });
  }
  return alteracoes;
}

/**
 * Deleting a whole case: `versao_base` is the case's revision its author saw, and the conflict's
 * `versao_atual` the revision now. Unconfirmed, it is refused when colleagues changed anything of
 * the case after that revision, or still report work queued for it on their phones (within the
 * last day); without a revision, or with one the case never reached, it is refused confirmed or
 * not. Answers the case record's own version, for the history row of the delete.
 */
export async function conferirExclusaoDoCaso(
  tx: Tx,
  alvo: Alvo,
  actorId: string,
  query: ExclusaoQuery | undefined,
  agora: Date,
): Promise<number> {
  await travarRegistro(tx, alvo.registroId);
  const versaoAtual = await versaoDe(tx, alvo.registroId);
  const revisao = await revisaoDe(tx, alvo.casoId);
  const base = query?.versao_base;
  if (base === undefined) {
    const alteracoes = await alteracoesDoCaso(tx, alvo, actorId, 0, agora);
    throw exclusaoSemVersao(conflitoDe(alvo, revisao, alteracoes));
  }
  if (base > revisao) throw versaoInexistente(base, revisao);
  if (query?.confirmado === '1') return versaoAtual;
  const alteracoes = await alteracoesDoCaso(tx, alvo, actorId, base, agora);
  if (alteracoes.length > 0) recusar(alvo, revisao, alteracoes);
  return versaoAtual;
}
