/** Pieces of the declarations of the operations on a case and on the records in it. */
import { z } from 'zod';
import { okResponse, uuid } from '../schemas/common';
import { exclusaoQuery } from '../schemas/versao';

/** The path parameters of an operation on the case itself (`/casos/:casoId/…`). */
export const casoParams = z.object({ casoId: uuid });

/** The path parameters of an operation on one record of the case, whose id the path names `id`. */
export function registroParams<const Id extends string>(id: Id) {
  return z.object({ casoId: uuid, [id]: uuid } as { casoId: typeof uuid } & Record<Id, typeof uuid>);
}

/**
 * A delete of a record of the case: the revision the client saw comes as `versao_base` (a change
 * by someone else since is a DELETE_CONFLICT to confirm), the answer is `{ ok }`, and a closed case
 * refuses it. A delete with more to refuse lists its own errors after this.
 */
export const exclusao = {
  method: 'DELETE',
  query: exclusaoQuery,
  response: okResponse,
  errors: ['EDIT_WINDOW_CLOSED', 'DELETE_CONFLICT'],
} as const;
