/**
 * A note is dated by the phone that wrote it, which may have waited hours for signal or run on a
 * wrong clock; the server's receipt is said beside it when the two are apart. A note sent at once
 * arrives within seconds, and then one time is the truth of both.
 */
const APARTE_MS = 2 * 60_000;

/** The server's time of receipt, when it is told apart from the phone's; null otherwise. */
export function recebidaEmSeparado(nota: { created_at: string; recebida_em?: string | null }): string | null {
  if (!nota.recebida_em) return null;
  return Date.parse(nota.recebida_em) - Date.parse(nota.created_at) >= APARTE_MS ? nota.recebida_em : null;
}
