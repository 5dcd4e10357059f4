/**
 * The legend printed under the croqui's image, so the picture explains itself once it is in the
 * report: one entry per kind of mark the case has, drawn with the same icons as the map. It sits
 * in a band of its own, never over a mark.
 */

import { type CroquiMarcador, type CroquiTipo, entradasDaLegenda } from '../../../shared/croqui';
import { iconeCroqui } from '../../../shared/croqui-icones';

const LINHA = 26;
const ICONE = 20;
const MARGEM = 8;
const ESPACO = 18;
/** DejaVu Sans at 12 px is about this wide per character, accents included. */
const LARGURA_LETRA = 7.3;

/** The icon's own SVG placed at (x, y) and scaled to the legend's height. */
function iconeEm(svg: string, largura: number, altura: number, x: number, y: number) {
  const larguraFinal = (largura * ICONE) / altura;
  return svg.replace(
    `width="${largura}" height="${altura}"`,
    `x="${x + (ICONE - larguraFinal) / 2}" y="${y}" width="${larguraFinal}" height="${ICONE}"`,
  );
}

/** A title is typed text (a vehicle's 'Fiat & Uno'): as SVG it must be text, not markup. */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const comoTexto = (texto: string) => texto.replace(/[&<>"']/g, (letra) => ESCAPES[letra] ?? letra);

interface Entrada {
  tipo: CroquiTipo | null;
  sigla: string;
  texto: string;
}

const larguraDe = (entrada: Entrada) =>
  (entrada.tipo ? ICONE + 6 : 0) + Math.ceil(entrada.texto.length * LARGURA_LETRA);

/** Where each entry goes, row after row as they fill an image this wide; and how many rows. */
function dispor(entradas: readonly Entrada[], largura: number) {
  const posicoes: { x: number; linha: number }[] = [];
  let x = MARGEM;
  let linha = 0;
  for (const entrada of entradas) {
    const larguraEntrada = larguraDe(entrada);
    if (x > MARGEM && x + larguraEntrada > largura - MARGEM) {
      x = MARGEM;
      linha += 1;
    }
    posicoes.push({ x, linha });
    x += larguraEntrada + ESPACO;
  }
  return { posicoes, linhas: linha + 1 };
}

/**
 * The entries that fit in `linhas` rows: all of them, or the first ones and how many more there
 * are ('e mais 9'), which the report's lists name one by one.
 */
function caber(todas: readonly Entrada[], largura: number, linhas: number) {
  for (let mostradas = todas.length; mostradas > 0; mostradas -= 1) {
    const resto = todas.length - mostradas;
    const entradas =
      resto > 0 ? [...todas.slice(0, mostradas), { tipo: null, sigla: '', texto: `e mais ${resto}` }] : todas;
    const disposicao = dispor(entradas, largura);
    if (disposicao.linhas <= linhas) return { entradas, ...disposicao };
  }
  const entradas = [{ tipo: null, sigla: '', texto: `${todas.length} marcas` }];
  return { entradas, ...dispor(entradas, largura) };
}

/**
 * The band for an image this wide, at most `alturaMaxima` high: entries wrap to as many rows as
 * fit, so that a case with many vehicles placed still leaves the map its room.
 */
export function legendaDoCroqui(
  marcadores: readonly CroquiMarcador[],
  largura: number,
  alturaMaxima: number,
): { svg: Buffer; altura: number } | null {
  if (marcadores.length === 0) return null;
  const linhasMaximas = Math.max(1, Math.floor((alturaMaxima - MARGEM * 2) / LINHA));
  const { entradas, posicoes, linhas } = caber(entradasDaLegenda(marcadores), largura, linhasMaximas);
  const desenhadas = entradas.map(({ tipo, sigla, texto }, indice) => {
    const { x, linha } = posicoes[indice] ?? { x: MARGEM, linha: 0 };
    const y = MARGEM + linha * LINHA;
    const icone = tipo ? iconeCroqui(tipo, sigla) : null;
    const xTexto = icone ? x + ICONE + 6 : x;
    return `${icone ? iconeEm(icone.svg, icone.largura, icone.altura, x, y + (LINHA - ICONE) / 2) : ''}<text x="${xTexto}" y="${y + 17}" font-family="DejaVu Sans, Arial, sans-serif" font-size="12" fill="#1a1b1e">${comoTexto(texto)}</text>`;
  });
  const altura = MARGEM * 2 + linhas * LINHA;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}"><rect width="${largura}" height="${altura}" fill="#ffffff"/><path d="M0 0.5H${largura}" stroke="#adb5bd"/>${desenhadas.join('')}</svg>`;
  return { svg: Buffer.from(svg), altura };
}
