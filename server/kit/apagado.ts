/**
 * A DELETE of a record that is not there. Sent again after it was deleted (the outbox may send it
 * twice) it answers as the first time; an id that never belonged there is 404, never a 200 that
 * deleted nothing. Deletions are hard, so the log is where a deleted record leaves its trace: the
 * audit row its deletion wrote, in the same case, naming it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { ConcurrentIndex } from '../db/concurrent-indexes';
import { logs } from '../db/schema';
import { notFound } from '../errors';

/** Every audit action of a deletion that a later request looks for (a Rastro's). */
export const ACOES_DE_EXCLUSAO = [
  'acionamento.deleted',
  'anotacao.deleted',
  'camera.deleted',
  'cargo.deleted',
  'compartilhamento.revoked',
  'custodia.exclusao',
  'documento.deleted',
  'equipe.deleted',
  'local.deleted',
  'meio.deleted',
  'perfil.deleted',
  'permissao.deleted',
  'suspeito.deleted',
  'testemunha.deleted',
  'unidade.deleted',
  'veiculo.deleted',
  'vitima.deleted',
] as const;
export type AcaoDeExclusao = (typeof ACOES_DE_EXCLUSAO)[number];

/**
 * The index the search below reads: the log's rows of these actions only, by case and action. The
 * bulk of a case's rows are its looks (reads, media views, searches), which it leaves out, so they
 * cost nothing more to write and the search reads the case's few rows of that action, where the
 * case's index alone made it read every look the case ever had. PostgreSQL uses it because the
 * search names one of these actions as a value (`action = 'x'` implies `action IN (…, 'x', …)`). A
 * deletion whose action is not listed would still be found, by the case's index, only slower:
 * the type of `Rastro.action` keeps that from happening unseen.
 */
export const INDICE_DE_EXCLUSOES: ConcurrentIndex = {
  family: 'logs_exclusoes',
  table: 'logs',
  definition: `(caso_id, action) WHERE action IN (${ACOES_DE_EXCLUSAO.map((action) => `'${action}'`).join(', ')})`,
};

/**
 * A media id names one file in the whole system: its deletion is looked for in every case
 * (`Rastro.midiaEmQualquerCaso`), by this index of the media deletions' ids, so the search reads the
 * rows of that one file however many records were ever deleted.
 */
export const INDICE_DE_MIDIAS_APAGADAS: ConcurrentIndex = {
  family: 'logs_midias_apagadas',
  table: 'logs',
  definition: `((context->>'mediaId')) WHERE action = 'custodia.exclusao'`,
};

/** The log's indexes the searches for deletions read, built once the node serves. */
export const INDICES_DAS_EXCLUSOES = [INDICE_DE_EXCLUSOES, INDICE_DE_MIDIAS_APAGADAS];

/** How a kind's deletion names the record in its audit row. */
export interface Rastro {
  /** The audit action the deletion wrote. */
  action: AcaoDeExclusao;
  /** The case the record belonged to; null for what belongs to no case (profiles, units…). */
  casoId: string | null;
  /**
   * A media file's deletion, found whatever case it was in: its id names one file system-wide, which
   * an upload must not take again under another case than the one it was deleted in.
   */
  midiaEmQualquerCaso?: string;
  /** What the deletion's audit row names the record by, as it wrote it. */
  context: Record<string, unknown>;
}

/**
 * The search for the deletion's audit row, through INDICE_DE_EXCLUSOES. A kind that belongs to no
 * case says so (`caso_id IS NULL`), so it reads the deletions of no case and not the whole log; a
 * media file searched in every case reads INDICE_DE_MIDIAS_APAGADAS.
 */
export function consultaDaExclusao(tx: DbOrTx, rastro: Rastro) {
  const ondeFoi =
    rastro.midiaEmQualquerCaso !== undefined
      ? sql`(${logs.context}->>'mediaId') = ${rastro.midiaEmQualquerCaso}`
      : rastro.casoId === null
        ? isNull(logs.casoId)
        : eq(logs.casoId, rastro.casoId);
  return tx
    .select({ id: logs.id, casoId: logs.casoId, em: logs.createdAt })
    .from(logs)
    .where(
      and(
        ondeFoi,
        eq(logs.action, rastro.action),
        sql`${logs.context} @> ${JSON.stringify(rastro.context)}::jsonb`,
      ),
    )
    .limit(1);
}

/** The audit row of the record's deletion, or undefined when the log holds none. */
export async function exclusaoNoLog(tx: DbOrTx, rastro: Rastro) {
  const [row] = await consultaDaExclusao(tx, rastro);
  return row;
}

/** Returns when the log holds the record's deletion; throws 404 with `message` otherwise. */
export async function exigirApagado(tx: DbOrTx, rastro: Rastro, message: string): Promise<void> {
  if (!(await exclusaoNoLog(tx, rastro))) throw notFound(message);
}
