/**
 * A create never brings back a deleted record (issue 40). Ids are UUIDs made by the client, so a
 * create naming the id of a record deleted since can only be a late copy of a create already
 * applied: the phone's first send still on its way when the outbox sent it again, or a retry that
 * lands after a colleague deleted the record. It is refused with 410 REGISTRO_APAGADO, on the log.
 *
 * The deletion's record is the history's 'excluido' row of the id (every versioned delete writes
 * one, server/kit/exclusao.ts, and a case keeps its history when it is deleted); a kind whose delete
 * writes no history row names the audit row it writes instead (`Rastro`, as its repeated delete does).
 *
 * Why a create and a delete racing cannot both win: this runs after the create found the id absent
 * or inserted it, in a later statement. An insert of an id whose row a delete in flight holds waits
 * on the id's unique index for that delete to end; a soft delete's update makes it wait the same
 * way. Under READ COMMITTED each statement reads what was committed when it starts, so this check
 * then sees the deletion's record and the insert rolls back with the refusal. A delete that starts
 * after the create's read finds the record created (or repeated) and deletes it: the create came first.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { casoAlteracoes } from '../db/schema';
import { AppError } from '../errors';
import { exclusaoNoLog, type Rastro } from './apagado';

const MENSAGEM = 'Este registro foi apagado e não será recriado.';

interface Exclusao {
  casoId: string | null;
  recurso: string;
  em: Date;
}

async function exclusaoDe(
  tx: Tx,
  id: string,
  rastro: Rastro | undefined,
  casoId: string | undefined,
): Promise<Exclusao | undefined> {
  // The history is a case's: what belongs to no case (a unit, a media file) leaves its deletion in
  // the log only, and a history row under its id is another record's.
  const [historico] =
    casoId === undefined
      ? []
      : await tx
          .select({ casoId: casoAlteracoes.casoId, recurso: casoAlteracoes.recurso, em: casoAlteracoes.em })
          .from(casoAlteracoes)
          .where(
            and(
              eq(casoAlteracoes.registroId, id),
              eq(casoAlteracoes.acao, 'excluido'),
              eq(casoAlteracoes.casoId, casoId),
            ),
          )
          .orderBy(desc(casoAlteracoes.em))
          .limit(1);
  if (historico) return historico;
  const log = rastro && (await exclusaoNoLog(tx, rastro));
  return log ? { casoId: log.casoId, recurso: rastro.action, em: log.em } : undefined;
}

/**
 * Throws 410 REGISTRO_APAGADO, with its audit row, when the record with this id was deleted. A
 * record never moves to another case, so a create in a case (`casoId`) reads only that case's
 * deletions: a record of another kind that someone made in their own case under this id, and
 * deleted, says nothing of this one (ids are the client's, and a reader of a case sees its ids).
 */
export async function recusarRecriacao(tx: Tx, id: string, rastro?: Rastro, casoId?: string): Promise<void> {
  const exclusao = await exclusaoDe(tx, id, rastro, casoId);
  if (!exclusao) return;
  throw new AppError('REGISTRO_APAGADO', MENSAGEM, undefined, undefined, {
    level: 'WARNING',
    action: 'registro.recriacao_recusada',
    message: `Criação recusada: o registro ${id} foi apagado em ${exclusao.em.toISOString()}`,
    casoId: exclusao.casoId,
    context: { registroId: id, recurso: exclusao.recurso, apagadoEm: exclusao.em.toISOString() },
  });
}
