/**
 * The legend printed under the croqui's image, so the picture explains itself once it is in the
 * report: one entry per kind of mark the case has, drawn with the same icons as the map. It sits
 * in a band of its own, never over a mark.
 */

import { type CroquiMarcador, entradasDaLegenda } from '../../../shared/croqui';
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

/** The band's height for an image this wide: entries wrap to as many rows as they need. */
export function legendaDoCroqui(
  marcadores: readonly CroquiMarcador[],
  largura: number,
): { svg: Buffer; altura: number } | null {
  if (marcadores.length === 0) return null;
  const entradas: string[] = [];
  let x = MARGEM;
  let linha = 0;
  for (const { tipo, texto, sigla } of entradasDaLegenda(marcadores)) {
    const larguraEntrada = ICONE + 6 + Math.ceil(texto.length * LARGURA_LETRA);
    if (x > MARGEM && x + larguraEntrada > largura - MARGEM) {
      x = MARGEM;
      linha += 1;
    }
    const y = MARGEM + linha * LINHA;
    const icone = iconeCroqui(tipo, sigla);
    entradas.push(
      `${iconeEm(icone.svg, icone.largura, icone.altura, x, y + (LINHA - ICONE) / 2)}<text x="${x + ICONE + 6}" y="${y + 17}" font-family="DejaVu Sans, Arial, sans-serif" font-size="12" fill="#1a1b1e">${texto}</text>`,
    );
    x += larguraEntrada + ESPACO;
  }
  const altura = MARGEM * 2 + (linha + 1) * LINHA;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}"><rect width="${largura}" height="${altura}" fill="#ffffff"/><path d="M0 0.5H${largura}" stroke="#adb5bd"/>${entradas.join('')}</svg>`;
  return { svg: Buffer.from(svg), altura };
}
