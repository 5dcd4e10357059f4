/**
 * Deletes that say what their author saw (issue 26 item 5): every delete of a case or of a record
 * of it names the version of the row shown (`?versao_base=`), so that the server asks before
 * deleting what someone else changed since; `confirmado=1` is the answer 'Apagar mesmo assim'.
 * Pure, so it is tested without a browser.
 */
import type { OutboxItem, OutboxRequest } from '../db';

interface ComConsulta {
  query?: { versao_base?: unknown; confirmado?: '0' | '1' };
}

/**
 * The delete with the version its author saw and, once asked, the confirmation. Without a version
 * (a row only this device knows), as before versions: nothing to ask about.
 */
export function exclusaoComVersao<R extends OutboxRequest>(
  request: R,
  versaoBase: number | undefined,
  confirmado = false,
): R {
  if (versaoBase === undefined && !confirmado) return request;
  const input = request.input as ComConsulta;
  const query = {
    ...input.query,
    ...(versaoBase === undefined ? {} : { versao_base: versaoBase }),
    ...(confirmado ? { confirmado: '1' as const } : {}),
  };
  return { ...request, input: { ...input, query } } as R;
}

/** A refused delete put back as the same delete, confirmed: it no longer waits for an answer. */
export function exclusaoConfirmada(item: OutboxItem): OutboxRequest {
  const { id, op, input, label, casoId } = item;
  return exclusaoComVersao({ id, op, input, label, casoId } as OutboxRequest, undefined, true);
}
