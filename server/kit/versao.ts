/**
 * Versions of a case's records and the rule that no edit silently replaces a colleague's (issue
 * 26). A record's version is the highest of its history rows (caso_alteracoes), 1 with none. An
 * update names the version its form was opened on; each field it changes is compared three ways:
 * with what the record holds now and with what it held at that version (the history's `antes`).
 */
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { caminhosDiferentes, comValor, existe, mesmoValor, valorEm } from '../../shared/caso/campos-registro';
import type { CampoEmConflito, VersaoBase } from '../../shared/schemas/versao';
import type { DbOrTx, Tx } from '../db/client';
import { casoAlteracoes, users } from '../db/schema';
import { AppError } from '../errors';

/** The record an edit or delete is about, as the history names it. */
export interface Alvo {
  casoId: string;
  recurso: string;
  registroId: string;
  /** What the screens call it ('Vítima: Maria da Silva'). */
  registro: string;
}

export interface CampoAlterado {
  campo: string;
  antes: unknown;
  depois: unknown;
  descartado?: unknown;
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

/** The server compares what it stores: only an absent value reads as null. */
const igual = (a: unknown, b: unknown) => mesmoValor(a, b, (value) => value ?? null);

/** The leaves that differ, by dotted path ('pessoa.nome'), with both values. */
function diferencas(antes: unknown, depois: unknown): CampoAlterado[] {
  return caminhosDiferentes(antes, depois, igual).map((campo) => ({
    campo,
    antes: valorEm(antes, campo),
    depois: valorEm(depois, campo),
  }));
}

const tocam = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

interface Historico {
  versao: number;
  em: Date;
  campos: CampoAlterado[];
  por: { name: string; matricula: string };
}

/** The record's changes after `base`, oldest first, with who made each. */
export async function mudancasDesde(tx: DbOrTx, registroId: string, base: number) {
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
    .where(and(eq(casoAlteracoes.registroId, registroId), gt(casoAlteracoes.versao, base)))
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

/**
 * Decides what of a proposed record is written. `atual` and `proposto` are the whole record in
 * the update's shape, `proposto` with the sent parts over `atual`. Made on the current version:
 * all of it. Made on an older one, a changed field that someone else changed since is, when the
 * proposal still holds the value of that version, the form's stale copy (the newer value stays);
 * else a conflict: 409 EDIT_CONFLICT naming each, nothing applied. The author's own changes never
 * conflict: a queue sends one author's edits in order, each made on the one before. A write without a
 * version counts as made on the current one, as every write did before versions: the forms that do
 * not send theirs yet (case name, notes, video note, report toggles, city to confirm) and writes
 * queued before this version keep working; taking them as made on version 1 would refuse any change
 * to a field a colleague ever touched, or drop it silently when it restores the first value.
 */
export async function reconciliar<T>(
  tx: Tx,
  entrada: {
    alvo: Alvo;
    actorId: string;
    envio: VersaoBase;
    atual: T;
    proposto: T;
    /** The record as its read answers, for the conflict's `atual`. */
    leitura: () => Promise<unknown>;
  },
): Promise<Reconciliacao<T>> {
  const { alvo, actorId, envio, atual } = entrada;
  const versaoAtual = await versaoDe(tx, alvo.registroId);
  const base = Math.min(envio.versao_base ?? versaoAtual, versaoAtual);
  let final = entrada.proposto;
  if (base < versaoAtual) {
    const desde = await mudancasDesde(tx, alvo.registroId, base);
    const conflitos: CampoEmConflito[] = [];
    for (const { campo, antes, depois } of diferencas(atual, final)) {
      // The author's own changes are theirs to change again (the queue sending in order, a field
      // set back): only someone else's change since the base can be undone or overwritten.
      const toques = desde.filter((h) => h.userId !== actorId && h.campos.some((c) => tocam(c.campo, campo)));
      const ultimo = toques.at(-1);
      if (!ultimo) continue;
      const primeiro = toques[0]?.campos.find((c) => c.campo === campo);
      if (primeiro && igual(primeiro.antes, depois)) {
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
    if (conflitos.length > 0) {
      throw new AppError(
        'EDIT_CONFLICT',
        'Outra pessoa alterou os mesmos campos depois que você abriu o formulário.',
        undefined,
        {
          recurso: alvo.recurso,
          id: alvo.registroId,
          versao_atual: versaoAtual,
          campos: conflitos,
          atual: await entrada.leitura(),
        },
      );
    }
  }
  const campos = diferencas(atual, final);
  // Only fields the record has: a choice about anything else records nothing.
  const resolucao = base === versaoAtual ? (envio.resolucao ?? []).filter((e) => existe(atual, e.campo)) : [];
  for (const escolha of resolucao) {
    const campo = campos.find((c) => c.campo === escolha.campo);
    if (campo) campo.descartado = escolha.descartado;
    else {
      const valor = valorEm(atual, escolha.campo);
      campos.push({ campo: escolha.campo, antes: valor, depois: valor, descartado: escolha.descartado });
    }
  }
  if (campos.length === 0) return { final, campos, versao: versaoAtual, acao: 'alterado' };
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
