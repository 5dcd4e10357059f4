/**
 * What the map asks the server for a view (docs/decisions.md 'Painel'): up to zoom 10 the whole
 * state at that zoom; closer, the view's box widened to a grid of tiles, so that a small pan asks
 * the same question again (kept on the device, also offline) instead of a new one.
 */
import { ZOOM_SEM_AREA } from '../../../shared/schemas/painel';

export interface Caixa {
  w: number;
  s: number;
  e: number;
  n: number;
}

export type Vista = { z: number } & Partial<Caixa>;

/** Spec §9: a point in Brazil (the capital, where most cases are) at zoom 5; 12 with no cases. */
export const CENTRO_PADRAO: [number, number] = [-7.1195, -34.845];
export const ZOOM_PADRAO = 5;
export const ZOOM_SEM_LIMITES = 12;
export const PADDING_LIMITES = 50;

const tileX = (lon: number, z: number) => ((lon + 180) / 360) * 2 ** z;
const lonDe = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const tileY = (lat: number, z: number) => {
  const rad = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z;
};
const latDe = (y: number, z: number) => {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
};

const arredondar = (valor: number) => Math.round(valor * 1e6) / 1e6;

export function vistaDe(z: number, caixa: Caixa): Vista {
  const zoom = Math.max(0, Math.min(20, Math.round(z)));
  if (zoom <= ZOOM_SEM_AREA) return { z: zoom };
  // Tiles two zoom levels up: four of the view's tiles wide each.
  const grade = zoom - 2;
  const w = lonDe(Math.floor(tileX(caixa.w, grade)), grade);
  const e = lonDe(Math.ceil(tileX(caixa.e, grade)), grade);
  const n = latDe(Math.floor(tileY(caixa.n, grade)), grade);
  const s = latDe(Math.ceil(tileY(caixa.s, grade)), grade);
  return {
    z: zoom,
    w: arredondar(Math.max(-180, w)),
    s: arredondar(Math.max(-85, s)),
    e: arredondar(Math.min(180, e)),
    n: arredondar(Math.min(85, n)),
  };
}
