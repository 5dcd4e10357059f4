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

/** Past this, the moment the server stamped its answer is too uncertain (half the wait either way). */
const IDA_E_VOLTA_MAX_MS = 3_000;

/**
 * An answer's `Date` (whole seconds, set while the request was on its way) against the phone's
 * clock at the middle of that trip. An answer the browser may have kept (a list cached for a day)
 * carries the time it was made, not now: not learnt from.
 */
export function registrarHoraDoServidor(headers: Headers, enviadoEm: number, respondidoEm: number): void {
  if (/max-age=[1-9]/.test(headers.get('cache-control') ?? '')) return;
  if (respondidoEm - enviadoEm > IDA_E_VOLTA_MAX_MS) return;
  const date = headers.get('date');
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

/** An instant the phone's clock took (an item's time in the outbox) on the server's clock. */
export function noRelogioDoServidor(instanteDoAparelho: number): number {
  return instanteDoAparelho + diferenca;
}
