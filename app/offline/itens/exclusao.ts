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
 * the server refuses it (428, issue 39) and it waits as a conflict for its author.
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

/**
 * A refused delete put back as the same delete, confirmed: it no longer waits for an answer. One
 * queued without a version (issue 39) takes the version the server named, the one its author was
 * shown.
 */
export function exclusaoConfirmada(item: OutboxItem): OutboxRequest {
  const { id, op, input, label, casoId } = item;
  const semVersao = (input as ComConsulta).query?.versao_base === undefined;
  const versao = semVersao ? item.lastError?.exclusao?.versao_atual : undefined;
  return exclusaoComVersao({ id, op, input, label, casoId } as OutboxRequest, versao, true);
}
