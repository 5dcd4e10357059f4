/**
 * The delete of a case's record, as every case feature does it: what is already gone answers as
 * the first time (the outbox may send it twice), an id of another case is 404, the delete waits for
 * confirmation when others changed the record after the version its author saw, and leaves its last
 * values in the history and its audit row, all in the caller's transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ExclusaoQuery } from '../../shared/schemas/versao';
import { audit } from '../audit/audit';
import { loadCasoForWrite } from '../auth/caso-access';
import type { Tx } from '../db/client';
import { notFound } from '../errors';
import { type AcaoDeExclusao, exigirApagado } from './apagado';
import type { ServiceContext } from './context';
import { conferirExclusao, registrarExclusao } from './exclusao';

type RegistroDoCaso = PgTable & { id: PgColumn; casoId: PgColumn };

export interface ApagarDoCaso<Row> {
  casoId: string;
  id: string;
  query: ExclusaoQuery | undefined;
  naoEncontrado: string;
  /** The audit action of the delete, and how its row names the record: a repeat is found by both. */
  action: AcaoDeExclusao;
  chave: Record<string, string>;
  /** The history's name of the record ('acionamento') and what the screens call it. */
  recurso: string;
  registro: (row: Row) => string;
  /** The audit row's message and what the log keeps of the record. */
  rastro: (row: Row) => { message: string; context: Record<string, unknown> };
}

/** Answers the row deleted, or null when it had already been. */
export async function apagarDoCaso<T extends RegistroDoCaso>(
  ctx: ServiceContext,
  tx: Tx,
  table: T,
  pedido: ApagarDoCaso<T['$inferSelect']>,
): Promise<T['$inferSelect'] | null> {
  const { casoId, id, action } = pedido;
  // Locked as it is read, before the case: a server job that changes the record (a map tied to a
  // spot) locks it first too, so the two wait for each other in one order, and what the record
  // holds when it goes is what this row says.
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as T['$inferSelect'][];
  if (!row) {
    await exigirApagado(tx, { action, casoId, context: pedido.chave }, pedido.naoEncontrado);
    return null;
  }
  if (row.casoId !== casoId) throw notFound(pedido.naoEncontrado);
  const { actor } = await loadCasoForWrite(ctx, tx, casoId);
  const alvo = { casoId, recurso: pedido.recurso, registroId: id, registro: pedido.registro(row) };
  const versao = await conferirExclusao(tx, alvo, actor.id, pedido.query);
  const [ultimo] = (await tx
    .delete(table)
    .where(and(eq(table.id, id), eq(table.casoId, casoId)))
    .returning()) as T['$inferSelect'][];
  await registrarExclusao(tx, alvo, actor.id, versao, ultimo ?? row);
  await audit(tx, { action, userId: actor.id, casoId, ...pedido.rastro(row) });
  return row;
}
