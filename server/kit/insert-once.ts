/**
 * Creates are idempotent on the id the client made (DESIGN §4): the outbox may send the same create
 * again after an answer was lost, and it must be answered as the first time, never applied twice;
 * nor applied again once the record was deleted (issue 40, recriacao.ts).
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { semFormatacaoBidi } from '../../shared/formatos/text';
import { type AuditEntry, audit } from '../audit/audit';
import type { Tx } from '../db/client';
import { casoAlteracoes } from '../db/schema';
import { AppError } from '../errors';
import type { Rastro } from './apagado';
import type { Created } from './context';
import { recusarRecriacao } from './recriacao';
import { type Alvo, registrarAlteracao, registroDevolvido } from './versao';

type TableWithId = PgTable & { id: PgColumn };

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(normalise);
  return value;
}

/** True when every value sent matches what is stored. */
export function sameValues(stored: Record<string, unknown>, sent: Record<string, unknown>): boolean {
  const texto = (value: unknown) => semFormatacaoBidi(JSON.stringify(normalise(value)) ?? '');
  return Object.entries(sent).every(([key, value]) => texto(stored[key]) === texto(value));
}

export const idempotencyConflict = () =>
  new AppError('IDEMPOTENCY_CONFLICT', 'Já existe um registro com este identificador e outros dados.');

export interface InsertOnceOptions<Row> {
  /** Columns the server fills (its clock, its counters): not compared on a repeat. */
  serverSet?: readonly string[];
  /** The trace of a new row, written in the same transaction; a repeat writes none. */
  audit?: (row: Row) => AuditEntry;
  /**
   * A record of a case: its creation enters the case's history (issue 26), so that a colleague
   * deleting the case after seeing an older revision is told what was added since.
   */
  historico?: { actorId: string; alvo: (row: Row) => Alvo };
  /** How the kind's delete names the record in the log, when it writes no history row. */
  apagado?: Rastro;
  /** The case the record is of, when its row has no casoId (the case itself: its own id). */
  caso?: string;
}

/** The case a create is made in, by its row's casoId, for the deletions it may be a late copy of. */
function casoDaCriacao(valores: Record<string, unknown>, caso: string | undefined): string | undefined {
  return caso ?? (typeof valores.casoId === 'string' ? valores.casoId : undefined);
}

/**
 * The stored row with this id when the values sent match it (a repeat); null when there is none;
 * 409 when it holds other values; 410 when its record was deleted. For creates that must know
 * before doing anything else. `coluna` holds the client's id where the row's own id is the
 * server's (a cargo's number).
 */
export async function findRepeat<T extends TableWithId>(
  tx: Tx,
  table: T,
  id: string,
  sent: Record<string, unknown>,
  apagado?: Rastro,
  coluna: PgColumn = table.id,
  caso?: string,
): Promise<T['$inferSelect'] | null> {
  const [existing] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(coluna, id))) as T['$inferSelect'][];
  // Also when the row is there: a soft-deleted record (a case) keeps it.
  await recusarRecriacao(tx, id, apagado, casoDaCriacao(sent, caso));
  if (!existing) return null;
  if (!sameValues(existing as Record<string, unknown>, sent)) throw idempotencyConflict();
  return existing;
}

/**
 * A new record whose id already has a history names another record (of another kind, or another
 * case's): refused as an id taken. The history is found by id, so a record made under a borrowed
 * id would read the other's changes — its fields, who changed them — in its own conflicts.
 */
async function recusarIdDeOutroRegistro(tx: Tx, id: string): Promise<void> {
  const [outro] = await tx
    .select({ id: casoAlteracoes.id })
    .from(casoAlteracoes)
    .where(eq(casoAlteracoes.registroId, id))
    .limit(1);
  if (outro) throw idempotencyConflict();
}

/**
 * Inserts a row whose id the client made. The same id with the same content is a repeat and returns
 * the stored row; with other content it is a conflict (409), never a silent overwrite; an id whose
 * record was deleted is refused (410), the insert rolled back with it.
 */
export async function insertOnce<T extends TableWithId>(
  tx: Tx,
  table: T,
  values: T['$inferInsert'] & { id: string },
  options: InsertOnceOptions<T['$inferSelect']> = {},
): Promise<Created<T['$inferSelect']>> {
  const inserted = (await tx
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: table.id })
    .returning()) as T['$inferSelect'][];
  const row = inserted[0];
  if (row) {
    await recusarRecriacao(tx, values.id, options.apagado, casoDaCriacao(values, options.caso));
    await recusarIdDeOutroRegistro(tx, values.id);
    if (options.audit) await audit(tx, options.audit(row));
    if (options.historico) {
      const { actorId, alvo } = options.historico;
      await registrarAlteracao(tx, alvo(row), { actorId, acao: 'criado', versao: 1, campos: [] });
    }
    return { value: row, created: true };
  }
  const columns = getTableColumns(table);
  const serverSet = new Set(options.serverSet ?? []);
  const compared = Object.fromEntries(
    Object.entries(values as Record<string, unknown>).filter(
      ([key]) => key in columns && !serverSet.has(key),
    ),
  );
  const existing = await findRepeat(tx, table, values.id, compared, options.apagado, table.id, options.caso);
  if (!existing) throw new AppError('INTERNAL', 'Registro não encontrado após conflito de identificador.');
  if (options.historico) {
    const { actorId, alvo } = options.historico;
    await audit(tx, registroDevolvido(alvo(existing), actorId, { criacao: true }));
  }
  return { value: existing, created: false };
}
