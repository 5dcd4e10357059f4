/**
 * Versions of a case's records and the rule that no edit silently replaces a colleague's (issue
 * 26). A record's version is the highest of its history rows (caso_alteracoes), 1 with none. An
 * update names the version its form was opened on (issue 39: it must, and it must be one the record
 * had); each field it changes is compared three ways: with what the record holds now and with what
 * it held at that version (the history's `antes`).
 */
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { comValor } from '../../shared/caso/campos-registro';
import type { CampoEmConflito, VersaoBase } from '../../shared/schemas/versao';
import { type AuditEntry, audit } from '../audit/audit';
import type { DbOrTx, Tx } from '../db/client';
import { casoAlteracoes, users } from '../db/schema';
import { AppError } from '../errors';
import { type CampoAlterado, diferencas, igual, tocam } from './campos';
import { conferirResolucao } from './resolucao';
import { edicaoSemVersao, versaoInexistente } from './versao-exigida';

/** The record an edit or delete is about, as the history names it. */
export interface Alvo {
  casoId: string;
  recurso: string;
  registroId: string;
  /** What the screens call it ('Vítima: Maria da Silva'). */
  registro: string;
}

type Acao = 'criado' | 'alterado' | 'excluido' | 'conflito_resolvido';

/** Edits and deletes of one record wait for each other: the version read is the one written on. */
export async function travarRegistro(tx: Tx, registroId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`versao:${registroId}`}, 0))`);
}

export async function versaoDe(db: DbOrTx, registroId: string): Promise<number> {
  const [row] = await db
    .select({ versao: max(casoAlteracoes.versao) })
    .from(casoAlteracoes)
    .where(eq(casoAlteracoes.registroId, registroId));
  return row?.versao ?? 1;
}

/** The versions of many records in one query; a record with no history is at 1. */
export async function versoesDe(db: DbOrTx, registroIds: string[]): Promise<Map<string, number>> {
  if (registroIds.length === 0) return new Map();
  const rows = await db
    .select({ id: casoAlteracoes.registroId, versao: max(casoAlteracoes.versao) })
    .from(casoAlteracoes)
    .where(inArray(casoAlteracoes.registroId, registroIds))
    .groupBy(casoAlteracoes.registroId);
  return new Map(rows.map((row) => [row.id, row.versao ?? 1]));
}

interface Historico {
  versao: number;
  em: Date;
  campos: CampoAlterado[];
  por: { name: string; matricula: string };
}

/**
 * The record's changes after `base`, oldest first, with who made each: those made in its own case.
 * Ids are the client's, and the history is found by id: a record another case's member created
 * under this one's id (before it had a history of its own) must not read what is written here.
 */
export async function mudancasDesde(
  tx: DbOrTx,
  { casoId, registroId }: Pick<Alvo, 'casoId' | 'registroId'>,
  base: number,
) {
  const rows = await tx
    .select({
      versao: casoAlteracoes.versao,
      em: casoAlteracoes.em,
      campos: casoAlteracoes.campos,
      userId: casoAlteracoes.userId,
      por: { name: users.name, matricula: users.matricula },
    })
    .from(casoAlteracoes)
    .innerJoin(users, eq(users.id, casoAlteracoes.userId))
    .where(
      and(
        eq(casoAlteracoes.registroId, registroId),
        eq(casoAlteracoes.casoId, casoId),
        gt(casoAlteracoes.versao, base),
      ),
    )
    .orderBy(asc(casoAlteracoes.versao));
  return rows as (Historico & { userId: string })[];
}

export interface Reconciliacao<T> {
  /** What to write: the proposal, less what was only a stale copy of a colleague's newer value. */
  final: T;
  campos: CampoAlterado[];
  /** The version after the write (the current one when nothing changed). */
  versao: number;
  acao: Acao;
}

interface Proposta<T> {
  alvo: Alvo;
  actorId: string;
  envio: VersaoBase;
  atual: T;
  proposto: T;
  /** The record as its read answers, for the conflict's `atual`. */
  leitura: () => Promise<unknown>;
}

/**
 * The fields of a proposal made on `base` that someone else changed since. With `copias:
 * 'descartar'`, a field still holding the value of that version is the form's stale copy: the
 * newer value stays (merge). With 'listar' (a write that names no version) it is listed too: the
 * server cannot tell a stale copy from a choice. The author's own changes never conflict: a queue
 * sends one author's edits in order, each made on the one before, and a field set back is theirs.
 */
async function conflitosDesde<T>(
  tx: Tx,
  entrada: Proposta<T> & { base: number; copias: 'descartar' | 'listar' },
): Promise<{ final: T; conflitos: CampoEmConflito[] }> {
  const { alvo, actorId, atual } = entrada;
  const desde = await mudancasDesde(tx, alvo, entrada.base);
  const conflitos: CampoEmConflito[] = [];
  let final = entrada.proposto;
  for (const { campo, antes, depois } of diferencas(atual, final)) {
    const toques = desde.filter((h) => h.userId !== actorId && h.campos.some((c) => tocam(c.campo, campo)));
    const ultimo = toques.at(-1);
    if (!ultimo) continue;
    const primeiro = toques[0]?.campos.find((c) => c.campo === campo);
    if (entrada.copias === 'descartar' && primeiro && igual(primeiro.antes, depois)) {
      final = comValor(final, campo, antes);
      continue;
    }
    conflitos.push({
      campo,
      base: primeiro ? primeiro.antes : null,
      seu: depois,
      atual: antes,
      por: ultimo.por,
      em: ultimo.em.toISOString(),
    });
  }
  return { final, conflitos };
}

/**
 * The version the write was made on and the record's current one, once the write's is known good.
 * None → 428 naming each field it would change that someone else changed since the record began
 * (its author chooses, as in a conflict); past the current one → 409. Every edit of a versioned
 * record passes here.
 */
export async function exigirVersao<T>(
  tx: Tx,
  entrada: Proposta<T>,
): Promise<{ versaoAtual: number; base: number }> {
  const { alvo, envio } = entrada;
  const versaoAtual = await versaoDe(tx, alvo.registroId);
  if (envio.versao_base === undefined) {
    const { conflitos } = await conflitosDesde(tx, { ...entrada, base: 0, copias: 'listar' });
    throw edicaoSemVersao({
      recurso: alvo.recurso,
      id: alvo.registroId,
      versao_atual: versaoAtual,
      campos: conflitos,
      atual: await entrada.leitura(),
    });
  }
  if (envio.versao_base > versaoAtual) throw versaoInexistente(envio.versao_base, versaoAtual);
  return { versaoAtual, base: envio.versao_base };
}

/**
 * A record sent with nothing new (the outbox resending a lost answer, or a bare version) goes back
 * as it is now, with what colleagues changed since: a look at it, on record as any other.
 */
export function registroDevolvido(alvo: Alvo, actorId: string, context: Record<string, unknown>): AuditEntry {
  return {
    action: 'registro.devolvido',
    message: `${alvo.registro}: enviado sem alteração e devolvido como está`,
    userId: actorId,
    casoId: alvo.casoId,
    context: { recurso: alvo.recurso, registroId: alvo.registroId, ...context },
  };
}

/**
 * Decides what of a proposed record is written. `atual` and `proposto` are the whole record in
 * the update's shape, `proposto` with the sent parts over `atual`. Made on the current version:
 * all of it. Made on an older one, the fields someone else changed since are merged when the
 * proposal only holds a stale copy, else a conflict: 409 EDIT_CONFLICT naming each, nothing
 * applied. A resolution (`resolucao`, sent on the version the conflict named) is recorded only
 * where the history shows the conflict (resolucao.ts).
 */
export async function reconciliar<T>(tx: Tx, entrada: Proposta<T>): Promise<Reconciliacao<T>> {
  const { alvo, actorId, envio, atual } = entrada;
  const { versaoAtual, base } = await exigirVersao(tx, entrada);
  let final = entrada.proposto;
  if (base < versaoAtual) {
    const resultado = await conflitosDesde(tx, { ...entrada, base, copias: 'descartar' });
    final = resultado.final;
    if (resultado.conflitos.length > 0) {
      throw new AppError(
        'EDIT_CONFLICT',
        'Outra pessoa alterou os mesmos campos depois que você abriu o formulário.',
        undefined,
        {
          recurso: alvo.recurso,
          id: alvo.registroId,
          versao_atual: versaoAtual,
          campos: resultado.conflitos,
          atual: await entrada.leitura(),
        },
      );
    }
  }
  const campos = diferencas(atual, final);
  // A repeat of a resolved write (the outbox resending a lost answer) lands on a newer version:
  // its choices were recorded the first time.
  const resolucao = base === versaoAtual ? (envio.resolucao ?? []) : [];
  if (resolucao.length > 0) {
    const outros = (await mudancasDesde(tx, alvo, 0)).filter((h) => h.userId !== actorId);
    conferirResolucao(resolucao, { atual, final, campos, outros });
  }
  if (campos.length === 0) {
    await audit(tx, registroDevolvido(alvo, actorId, { versao: versaoAtual }));
    return { final, campos, versao: versaoAtual, acao: 'alterado' };
  }
  return {
    final,
    campos,
    versao: versaoAtual + 1,
    acao: resolucao.length > 0 ? 'conflito_resolvido' : 'alterado',
  };
}

/** Writes one history row; the caller's transaction also holds the change and its audit row. */
export async function registrarAlteracao(
  tx: DbOrTx,
  alvo: Alvo,
  entrada: {
    actorId: string;
    acao: Acao;
    versao: number;
    campos: CampoAlterado[];
    /** The other case the change was made from (its identifier), when it was not made in this one. */
    origem?: string;
  },
): Promise<void> {
  await tx.insert(casoAlteracoes).values({
    casoId: alvo.casoId,
    recurso: alvo.recurso,
    registroId: alvo.registroId,
    registro: alvo.registro,
    acao: entrada.acao,
    versao: entrada.versao,
    userId: entrada.actorId,
    campos: entrada.campos,
    origem: entrada.origem ?? null,
    revisao: sql`(SELECT coalesce(max(revisao), 0) FROM caso_revisoes WHERE caso_id = ${alvo.casoId})`,
  });
}

/**
 * An edit of one record, start to end: waits for other edits of it, lays the sent fields over
 * `atual`, reconciles, and when anything changes has `gravar` write it and records the history,
 * all in the caller's transaction (which also holds the audit row `gravar` writes).
 */
export async function editarRegistro<T extends Record<string, unknown>>(
  tx: Tx,
  entrada: {
    alvo: Alvo;
    actorId: string;
    envio: VersaoBase & Partial<T>;
    atual: T;
    leitura: () => Promise<unknown>;
    gravar: (final: T, campos: CampoAlterado[]) => Promise<void>;
  },
): Promise<Reconciliacao<T>> {
  const { versao_base, resolucao, ...enviado } = entrada.envio;
  const resultado = await reconciliar(tx, {
    alvo: entrada.alvo,
    actorId: entrada.actorId,
    envio: { versao_base, resolucao },
    atual: entrada.atual,
    proposto: { ...entrada.atual, ...(enviado as Partial<T>) },
    leitura: entrada.leitura,
  });
  if (resultado.campos.length === 0) return resultado;
  await entrada.gravar(resultado.final, resultado.campos);
  await registrarAlteracao(tx, entrada.alvo, {
    actorId: entrada.actorId,
    acao: resultado.acao,
    versao: resultado.versao,
    campos: resultado.campos,
  });
  return resultado;
}
