/**
 * The create of a case's record, as every case feature does it: by a member within the edit
 * window, idempotent on the id its client made, entering the case's history and the log in the
 * caller's transaction. A repeat answers the first one and writes nothing.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type CasoRow, loadCasoForWrite } from '../auth/caso-access';
import type { Tx } from '../db/client';
import type { Created, ServiceContext } from './context';
import { insertOnce } from './insert-once';

type RegistroDoCaso = PgTable & { id: PgColumn; casoId: PgColumn };

export interface CriarNoCaso<Row> {
  casoId: string;
  /** The history's name of the record ('meio') and what the screens call it. */
  recurso: string;
  registro: (row: Row) => string;
  /** The audit action, its message and what the log keeps of the record. */
  action: string;
  rastro: (row: Row) => { message: string; context: Record<string, unknown> };
}

export async function criarNoCaso<T extends RegistroDoCaso>(
  ctx: ServiceContext,
  tx: Tx,
  table: T,
  pedido: CriarNoCaso<T['$inferSelect']>,
  /** The row to insert, once the writer (its author) and the case are known. */
  valores: (escrita: { actorId: string; caso: CasoRow }) => T['$inferInsert'] & { id: string },
): Promise<Created<T['$inferSelect']>> {
  const { casoId, recurso, action } = pedido;
  const { actor, caso } = await loadCasoForWrite(ctx, tx, casoId);
  return insertOnce(tx, table, valores({ actorId: actor.id, caso }), {
    // The server's clock differs on every send; the author is compared (a repeat by another user is a conflict).
    serverSet: ['createdAt', 'updatedAt'],
    historico: {
      actorId: actor.id,
      alvo: (row) => ({
        casoId,
        recurso,
        registroId: (row as { id: string }).id,
        registro: pedido.registro(row),
      }),
    },
    audit: (row) => ({ action, userId: actor.id, casoId, ...pedido.rastro(row) }),
  });
}
