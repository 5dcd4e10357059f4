/**
 * The case's own rules, applied before a write is sent or queued: the policy the server sent with
 * the case (kept on the device with its read), judged on the server's clock as the phone knows it. A write the server
 * would refuse — a read-only access, a closed 24-hour window — is refused here with the server's
 * code and words, instead of waiting in the outbox to fail once the signal is back.
 */
import { ENDPOINTS } from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import { recusaDaEscrita } from '../../../shared/caso/caso-policy';
import type { Caso } from '../../../shared/schemas/casos';
import { ApiError } from '../../lib/api';
import { agoraNoServidor } from '../../lib/relogio-do-servidor';
import type { OutboxRequest } from '../db';
import { storedRead } from '../read-cache';
import { queryKeyOf } from '../useOfflineQuery';

/** The refusal of this write by the case's rules, or null (no copy of the case: the server decides). */
export async function recusaDoCaso(
  request: OutboxRequest,
  now = agoraNoServidor(),
): Promise<ApiError | null> {
  if (!request.casoId) return null;
  const key = JSON.stringify(queryKeyOf('getCaso', { params: { casoId: request.casoId } }));
  const caso = (await storedRead<Caso>(key))?.value;
  // A copy kept before the server sent policies has none to judge by.
  if (!caso?.policy) return null;
  const recusa = recusaDaEscrita(caso, request.op, ENDPOINTS[request.op] as Endpoint, now);
  return recusa && new ApiError(403, recusa.code, recusa.message);
}
