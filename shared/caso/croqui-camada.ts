/**
 * The croqui's model (spec §2.3 'Sketch'): each case feature whose records have a position declares,
 * with its part (`parteDoCaso`), the layers it gives the croqui — what it marks, how the mark looks
 * and how the legend names it. The screen (Leaflet) and the report's image both draw from them
 * (shared/croqui.ts), so neither names a feature.
 */
import type { Coordenadas } from '../geo';

/** The mark's outline: colour is never the only cue. */
export type FormaDoMarcador = 'pino' | 'circulo' | 'quadrado' | 'losango';

export interface EstiloDoMarcador {
  cor: string;
  /** The colour of the mark's text on `cor`. */
  texto: string;
  forma: FormaDoMarcador;
}

/** A file of the record, for the popup's picture: the case's own object, as each side holds it. */
export interface MidiaDoMarcador {
  id: string;
  kind: string;
}

/** One mark of a layer. */
export interface MarcaDaCamada {
  /** The id of the record it marks. */
  id: string;
  coordenadas: Coordenadas;
  /** The short mark drawn in the marker: L (L1, L2 with several), 1, 2… for vestígios, C1, V1… */
  sigla: string;
  /** What the popup, the list and the report name it. */
  titulo: string;
  /** How the list of marks refers to it besides its title, where the title alone repeats ('Vestígio 3'). */
  referencia?: string;
  /** What the popup says under the title (a description, an address, a colour). */
  linhas: readonly string[];
  midia: MidiaDoMarcador | null;
  /** Still only on the device (a row of the outbox). */
  offline: boolean;
}

/**
 * A layer a case feature gives the croqui. `marcas` reads the case as both sides hold it, typed by
 * what the layer reads of it; a method, so that a feature declares it on its own fields (the
 * croqui checks that the whole case gives each layer what it reads).
 */
export interface CamadaDoCroqui<Tipo extends string = string, Caso = never> {
  tipo: Tipo;
  /** The kind's name in the legend and the popup ('Vestígio'). */
  legenda: string;
  estilo: EstiloDoMarcador;
  /** Drawing order, in tens: a later layer's marks are drawn over an earlier one's. */
  ordem: number;
  /**
   * How the legend shows the layer: counted under one mark ('Vestígio (3)'), or each mark by its
   * title where a count would not say which is which (a vehicle by its plate).
   */
  legendaPor: { sigla: string } | 'marca';
  marcas(caso: Caso): readonly MarcaDaCamada[];
}

/** Declares a layer, keeping its kind and the case it reads as its type. */
export function camadaDoCroqui<const Tipo extends string, Caso>(
  camada: CamadaDoCroqui<Tipo, Caso>,
): CamadaDoCroqui<Tipo, Caso> {
  return camada;
}

/** A record's `offline` flag, which only the device's view of the case carries. */
export const noAparelho = (registro: object): boolean => 'offline' in registro && registro.offline === true;
