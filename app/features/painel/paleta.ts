/**
 * The charts' nine colours (spec §9). Light tones of distinct hues: each reads on the dark theme
 * at night and beside its neighbour in a pie; labels never sit on them (legends carry the text).
 */
export const PALETA = [
  '#4dabf7',
  '#ff8787',
  '#69db7c',
  '#ffd43b',
  '#da77f2',
  '#ffa94d',
  '#3bc9db',
  '#a9e34b',
  '#f783ac',
] as const;

export const corDe = (indice: number) => PALETA[indice % PALETA.length] as string;

/** A share of the whole, rounded to a whole percent (spec §9: the pie's tooltip). */
export function percentual(valor: number, total: number): string {
  return `${total > 0 ? Math.round((valor / total) * 100) : 0}%`;
}

/** The statistics bar's tooltip (spec §2.3 'N ocorrências'), singular for one, N as pt-BR writes it. */
export function ocorrencias(valor: number): string {
  return `${valor.toLocaleString('pt-BR')} ${valor === 1 ? 'ocorrência' : 'ocorrências'}`;
}
