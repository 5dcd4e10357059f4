/**
 * The suffix of a record's name where it is listed: '(Offline)' while it waits to be sent (spec
 * §2.1), or the outbox's word when the server refused it, so no screen calls a refused record
 * waiting.
 */
export function pendingSuffix(refused: boolean): string {
  return refused ? ' (Não aceito pelo servidor)' : ' (Offline)';
}
