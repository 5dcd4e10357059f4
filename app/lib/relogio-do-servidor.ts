/**
 * The server's clock as the phone knows it, for the rules the phone judges before asking (the
 * case's 24-hour window): a phone whose clock runs a day fast would otherwise close every form at
 * the scene, and one set back would keep them open for writes the server then refuses. Learnt from
 * the `Date` of the server's answers, and kept on the device for when there is no signal.
 */
const CHAVE = 'rip:diferenca-do-servidor';
/** A clock this close is right enough for a window of hours: left as it is. */
const TOLERANCIA_MS = 5_000;

function guardada(): number {
  if (typeof localStorage === 'undefined') return 0;
  const valor = Number(localStorage.getItem(CHAVE));
  return Number.isFinite(valor) ? valor : 0;
}

let diferenca = guardada();

/**
 * An answer's `Date` (whole seconds, set while the request was on its way) against the phone's
 * clock at the middle of that trip.
 */
export function registrarHoraDoServidor(date: string | null, enviadoEm: number, respondidoEm: number): void {
  const servidor = date ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(servidor)) return;
  const medida = servidor + 500 - (enviadoEm + respondidoEm) / 2;
  const nova = Math.abs(medida) < TOLERANCIA_MS ? 0 : Math.round(medida);
  if (nova === diferenca) return;
  diferenca = nova;
  if (typeof localStorage !== 'undefined') localStorage.setItem(CHAVE, String(nova));
}

/** Now on the server's clock, as well as the phone last learnt it. */
export function agoraNoServidor(): Date {
  return new Date(Date.now() + diferenca);
}
