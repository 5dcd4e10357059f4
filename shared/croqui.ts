/**
 * The croqui of the scene ('Reconhecimento Visuográfico', spec §2.3 'Sketch'): which markers it
 * has, in which order, with which label, and how the map frames them (§9 'Dashboard/report map').
 * The screen (Leaflet) and the report's image (composed on the server) both draw from here, so the
 * paper and the phone always show the same marks.
 */
import { CAMADAS_DAS_PARTES, type CamadaDasPartes } from './caso/caso-partes';
import type { EstiloDoMarcador, MarcaDaCamada, MidiaDoMarcador } from './caso/croqui-camada';
import { type Coordenadas, latitudeDe, longitudeDe } from './geo';

/** The kinds of mark, one per layer the case's features give the croqui (shared/camadas/). */
export type CroquiTipo = CamadaDasPartes['tipo'];

const porTipo = <V>(valor: (camada: CamadaDasPartes) => V) =>
  Object.fromEntries(CAMADAS_DAS_PARTES.map((camada) => [camada.tipo, valor(camada)])) as Record<
    CroquiTipo,
    V
  >;

/** Each kind's name in the legend and the popup. */
export const CROQUI_LEGENDA = porTipo((camada) => camada.legenda);

/**
 * Marker styles, for the map on the phone and the image in the report. Saturated fills with a
 * white outline read on the light tiles by day and on a dimmed screen at night; the shape differs
 * too (pin, circle, square, diamond), so colour is never the only cue.
 */
export const CROQUI_ESTILOS: Record<CroquiTipo, EstiloDoMarcador> = porTipo((camada) => camada.estilo);

/** Spec §9 'Dashboard/report map'. */
export const CROQUI_MAPA = {
  /** A point in Brazil (its geographic centre, in Mato Grosso), where a map with nothing opens. */
  centro: [-51.9253, -14.235] as Coordenadas,
  zoom: 5,
  /** One spot alone has no bounds to fit: the map centres on it at this zoom. */
  zoomSemLimites: 12,
  /** Pixels kept free around the markers when the bounds are fitted. */
  padding: 50,
  /**
   * Two marks a metre apart would otherwise zoom past what the tiles have; 18 still shows the
   * street around them.
   */
  zoomMaximo: 18,
} as const;

/**
 * What the croqui reads of a case: what every layer reads, together. The server's case and the
 * device's view (with the queue over it) both give it; a layer reading something they lack fails
 * the type check where the croqui is drawn.
 */
type Intersecao<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type LeituraDe<C> = C extends { marcas(caso: infer Caso): unknown } ? Caso : never;
export type CasoDoCroqui = Intersecao<LeituraDe<CamadaDasPartes>>;

export interface CroquiMarcador<M extends MidiaDoMarcador = MidiaDoMarcador>
  extends Omit<MarcaDaCamada, 'midia'> {
  tipo: CroquiTipo;
  /** The record's first photo (else its video), for the popup's thumbnail: the case's own object. */
  midia: M | null;
}

/**
 * The croqui's markers, layer by layer in drawing order (the scene, the vestígios, the cameras, the
 * vehicles placed), each in the order it was recorded. `M` is the case's own file object, which
 * the layers hand on untouched.
 */
export function marcadoresDoCroqui<M extends MidiaDoMarcador = MidiaDoMarcador>(
  caso: CasoDoCroqui,
): CroquiMarcador<M>[] {
  return CAMADAS_DAS_PARTES.flatMap((camada) =>
    camada
      .marcas(caso as never)
      .map((marca) => ({ ...marca, tipo: camada.tipo, midia: marca.midia as M | null })),
  );
}

export interface EntradaDaLegenda {
  chave: string;
  tipo: CroquiTipo;
  /** The mark its icon shows. */
  sigla: string;
  texto: string;
}

/**
 * The legend's entries, for the screen and the report's image alike, layer by layer: a kind counted
 * under its mark ('Vestígio (3)'; a kind the case lacks only where `comVazios`), or each mark by
 * its title where a count would not say which is which ('Veículo ABC1D23 — Fiat Uno').
 */
export function entradasDaLegenda(
  marcadores: readonly CroquiMarcador[],
  comVazios = false,
): EntradaDaLegenda[] {
  return CAMADAS_DAS_PARTES.flatMap((camada): EntradaDaLegenda[] => {
    const marcas = marcadores.filter((m) => m.tipo === camada.tipo);
    if (camada.legendaPor === 'marca') {
      return marcas.map((m) => ({ chave: m.id, tipo: m.tipo, sigla: m.sigla, texto: m.titulo }));
    }
    if (marcas.length === 0 && !comVazios) return [];
    const { sigla } = camada.legendaPor;
    return [{ chave: camada.tipo, tipo: camada.tipo, sigla, texto: `${camada.legenda} (${marcas.length})` }];
  });
}

export interface Limites {
  sul: number;
  oeste: number;
  norte: number;
  leste: number;
}

/**
 * How the map opens (spec §9): nothing to show, Brazil at zoom 5; a single spot (or several on the
 * same point), centred on it at zoom 12; otherwise the bounds of every marker fitted with 50 px of
 * padding.
 */
export type Enquadramento =
  | { tipo: 'centro'; centro: Coordenadas; zoom: number }
  | { tipo: 'limites'; limites: Limites; padding: number; zoomMaximo: number };

export function enquadramentoDoCroqui(marcadores: readonly { coordenadas: Coordenadas }[]): Enquadramento {
  const [primeiro] = marcadores;
  if (!primeiro) return { tipo: 'centro', centro: CROQUI_MAPA.centro, zoom: CROQUI_MAPA.zoom };
  const latitudes = marcadores.map((m) => latitudeDe(m.coordenadas));
  const longitudes = marcadores.map((m) => longitudeDe(m.coordenadas));
  const limites = {
    sul: Math.min(...latitudes),
    oeste: Math.min(...longitudes),
    norte: Math.max(...latitudes),
    leste: Math.max(...longitudes),
  };
  if (limites.sul === limites.norte && limites.oeste === limites.leste) {
    return { tipo: 'centro', centro: primeiro.coordenadas, zoom: CROQUI_MAPA.zoomSemLimites };
  }
  return { tipo: 'limites', limites, padding: CROQUI_MAPA.padding, zoomMaximo: CROQUI_MAPA.zoomMaximo };
}
