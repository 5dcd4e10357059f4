/** The short code printed on a report and the address its QR code opens. */
import { CODIGO_ALFABETO } from '../schemas/relatorio';

/**
 * 8 symbols of a 32-letter alphabet: 40 bits, far more than anyone can guess within the
 * verification's rate limit; and a guess alone answers nothing without the PDF's hash.
 */
export function novoCodigo(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(8));
  const simbolos = [...bytes].map((b) => CODIGO_ALFABETO[b % CODIGO_ALFABETO.length]).join('');
  return `${simbolos.slice(0, 4)}-${simbolos.slice(4)}`;
}

/** The public screen that checks a paper, with its code filled in. */
export function urlVerificacao(origem: string, codigo: string): string {
  return `${origem.replace(/\/$/, '')}/verificar?codigo=${encodeURIComponent(codigo)}`;
}
