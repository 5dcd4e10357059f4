/**
 * The one save path of every form: the write goes through the outbox (sent at once online, kept on
 * the device offline), the screens read the server again after it was taken, and the user is told
 * once how it went.
 */
import { ENDPOINTS, type OperationOutput, type WriteOperation } from '../../../shared/api';
import { isBinary } from '../../../shared/api/endpoint';
import { ApiError, comConfirmacao } from '../../lib/api';
import { showSuccess } from '../../lib/notify';
import { showError } from '../../lib/notify-error';
import { refreshAfterWrite } from '../../lib/query-client';
import type { OutboxRequest } from '../db';
import { recusaDoCaso } from '../itens/caso-guard';
import { keepRefused, write } from './outbox';

export type SaveResult<Op extends WriteOperation> =
  | { ok: true; sent: true; response: OperationOutput<Op> | null }
  | { ok: true; sent: false }
  | { ok: false; error: unknown; kept?: boolean };

export interface SaveOptions {
  /**
   * Shown when the server took it (a queued write gets the outbox's offline notice instead). Left
   * out when the caller tells the user itself, once for several writes.
   */
  success?: string;
  /** Names the failure in the screen's words, e.g. 'Erro ao salvar dados'. */
  failureTitle?: string;
  /** Names a refusal of the user's rights where the screen's words differ ('Ação bloqueada.'). */
  blockedTitle?: string;
  /**
   * Gets the field problems of a refused save; true when the form showed them under their fields,
   * so that no toast repeats them.
   */
  onIssues?: (issues: ApiError['issues']) => boolean;
  /** The caller tells the user of a refusal itself (several writes of one save, one message). */
  silentFailure?: boolean;
  /**
   * A refusal by the server or the case's rules keeps the write in the outbox as a refused item
   * (keepRefused): for a file the user captured, which the screen does not hold after the save.
   */
  keepRefused?: boolean;
}

/** The server's answer read through the operation's schema; null if it is not what was declared. */
function answerOf<Op extends WriteOperation>(op: Op, response: unknown): OperationOutput<Op> | null {
  const declared = ENDPOINTS[op].response;
  if (isBinary(declared)) return null;
  const parsed = declared.safeParse(response);
  return parsed.success ? (parsed.data as OperationOutput<Op>) : null;
}

/** Never throws: a refusal is returned, so the form keeps what was typed and can mark its fields. */
export async function save<Op extends WriteOperation>(
  request: OutboxRequest & { op: Op },
  options: SaveOptions = {},
): Promise<SaveResult<Op>> {
  try {
    // Refused by the case's own rules before it is sent or queued, in the server's words.
    const recusa = await recusaDoCaso(request);
    if (recusa) throw recusa;
    // An administration act the server asks a passkey touch for is sent again once confirmed (a
    // refusal sent at once is not kept in the outbox).
    const result = await comConfirmacao(() => write(request));
    if (result.status === 'queued') return { ok: true, sent: false };
    void refreshAfterWrite();
    if (options.success) showSuccess(options.success);
    return { ok: true, sent: true, response: answerOf(request.op, result.response) };
  } catch (error) {
    const inline =
      error instanceof ApiError && error.issues.length > 0 && (options.onIssues?.(error.issues) ?? false);
    if (!inline && !options.silentFailure) showError(error, options.failureTitle, options.blockedTitle);
    const kept =
      options.keepRefused === true && error instanceof ApiError && (await keepRefused(request, error));
    return { ok: false, error, kept };
  }
}
