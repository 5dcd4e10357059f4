/**
 * The croqui's markers as SVG, one drawing for the Leaflet map on the phone and for the image the
 * server composes for the report: the same shape, colour and mark on both.
 */
import { CROQUI_ESTILOS, type CroquiTipo } from './croqui';

export interface IconeCroqui {
  svg: string;
  largura: number;
  altura: number;
  /** The pixel of the icon that sits on the position. */
  ancora: [x: number, y: number];
}

const FONTE = 'DejaVu Sans, Roboto, Arial, sans-serif';

/** Only letters and digits are ever drawn (L, 1, C2); anything else is dropped, never markup. */
const limpa = (sigla: string) => sigla.replace(/[^0-9A-Za-z]/g, '').slice(0, 3);

function texto(sigla: string, x: number, y: number, cor: string, tamanho: number): string {
  return `<text x="${x}" y="${y}" font-family="${FONTE}" font-size="${tamanho}" font-weight="700" text-anchor="middle" fill="${cor}">${limpa(sigla)}</text>`;
}

export function iconeCroqui(tipo: CroquiTipo, sigla: string): IconeCroqui {
  const { cor, texto: corTexto, forma } = CROQUI_ESTILOS[tipo];
  const tamanho = limpa(sigla).length > 2 ? 10 : limpa(sigla).length > 1 ? 12 : 14;
  if (forma === 'pino') {
    // The scene's pin, as the Local do Crime's map draws it, with its mark in the head.
    const largura = 32;
    const altura = 46;
    return {
      largura,
      altura,
      ancora: [largura / 2, altura],
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}" viewBox="0 0 32 46"><path d="M16 44.5S2 27.5 2 16a14 14 0 0 1 28 0c0 11.5-14 28.5-14 28.5z" fill="${cor}" stroke="#ffffff" stroke-width="2.5"/>${texto(sigla, 16, 21, corTexto, tamanho)}</svg>`,
    };
  }
  if (forma === 'circulo') {
    const lado = 30;
    return {
      largura: lado,
      altura: lado,
      ancora: [lado / 2, lado / 2],
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${lado}" height="${lado}" viewBox="0 0 30 30"><circle cx="15" cy="15" r="13" fill="${cor}" stroke="#ffffff" stroke-width="2.5"/>${texto(sigla, 15, 20, corTexto, tamanho)}</svg>`,
    };
  }
  if (forma === 'losango') {
    const lado = 34;
    return {
      largura: lado,
      altura: lado,
      ancora: [lado / 2, lado / 2],
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${lado}" height="${lado}" viewBox="0 0 34 34"><path d="M17 2 32 17 17 32 2 17z" fill="${cor}" stroke="#ffffff" stroke-width="2.5" stroke-linejoin="round"/>${texto(sigla, 17, 21.5, corTexto, tamanho)}</svg>`,
    };
  }
  const lado = 30;
  return {
    largura: lado,
    altura: lado,
    ancora: [lado / 2, lado / 2],
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${lado}" height="${lado}" viewBox="0 0 30 30"><rect x="2" y="2" width="26" height="26" rx="6" fill="${cor}" stroke="#ffffff" stroke-width="2.5"/>${texto(sigla, 15, 19.5, corTexto, tamanho)}</svg>`,
  };
}
