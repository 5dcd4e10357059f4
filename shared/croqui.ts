/**
 * The croqui of the scene ('Reconhecimento Visuográfico', spec §2.3 'Sketch'): which markers it
 * has, in which order, with which label, and how the map frames them (§9 'Dashboard/report map').
 * The screen (Leaflet) and the report's image (composed on the server) both draw from here, so the
 * paper and the phone always show the same marks.
 */
import { type Coordenadas, coordenadasDe, latitudeDe, longitudeDe } from './geo';
import { rotuloVestigio } from './options-caso';
import { placaImpressa } from './schemas/veiculos';

export const CROQUI_TIPOS = ['local', 'vestigio', 'camera', 'veiculo'] as const;
export type CroquiTipo = (typeof CROQUI_TIPOS)[number];

/** The legend, in drawing order (a vestígio over the scene's pin, a camera over both, a vehicle on top). */
export const CROQUI_LEGENDA: Record<CroquiTipo, string> = {
  local: 'Local do crime',
  vestigio: 'Vestígio',
  camera: 'Câmera de segurança',
  veiculo: 'Veículo',
};

/**
 * Marker styles, for the map on the phone and the image in the report. Saturated fills with a
 * white outline read on the light tiles by day and on a dimmed screen at night; the shape differs
 * too (pin, circle, square, diamond), so colour is never the only cue.
 */
export const CROQUI_ESTILOS: Record<
  CroquiTipo,
  { cor: string; texto: string; forma: 'pino' | 'circulo' | 'quadrado' | 'losango' }
> = {
  local: { cor: '#c92a2a', texto: '#ffffff', forma: 'pino' },
  vestigio: { cor: '#f59f00', texto: '#1a1b1e', forma: 'circulo' },
  camera: { cor: '#1864ab', texto: '#ffffff', forma: 'quadrado' },
  veiculo: { cor: '#2b8a3e', texto: '#ffffff', forma: 'losango' },
};

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

interface LocalizacaoLike {
  id: string;
  coordenadas: Coordenadas | null;
}

interface MidiaLike {
  kind: string;
  coordenadas: Coordenadas | null;
}

interface VestigioLike<M extends MidiaLike> extends LocalizacaoLike {
  tipo: string;
  descricao: string | null;
  midias: readonly M[];
}

interface VeiculoLike {
  id: string;
  placa: string | null;
  marca_modelo: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** What the croqui reads of a case: the server's case, or the device's view with the queue over it. */
export interface CasoDoCroqui<M extends MidiaLike = MidiaLike> {
  geolocalizacao_caso: readonly LocalizacaoLike[];
  geolocalizacao_camera: readonly LocalizacaoLike[];
  vestigios: readonly VestigioLike<M>[];
  veiculos: readonly VeiculoLike[];
}

/** How the legend names a placed vehicle: 'Veículo ABC1D23 — Fiat Uno', with what was recorded. */
export function rotuloVeiculoCroqui(veiculo: Pick<VeiculoLike, 'placa' | 'marca_modelo'>): string {
  const partes = [veiculo.placa ? placaImpressa(veiculo.placa) : null, veiculo.marca_modelo].filter(Boolean);
  return partes.length > 0 ? `Veículo ${partes.join(' — ')}` : 'Veículo sem placa';
}

export interface CroquiMarcador<M extends MidiaLike = MidiaLike> {
  /** The id of the location, camera, vestígio or vehicle it marks. */
  id: string;
  tipo: CroquiTipo;
  coordenadas: Coordenadas;
  /** The short mark drawn in the marker: L (L1, L2 with several), 1, 2… for vestígios, C1, C2, V1… */
  sigla: string;
  /** What the popup and the report name it: 'Local do crime', the vestígio's type, 'Câmera 1', a vehicle's plate and model. */
  titulo: string;
  descricao: string | null;
  /** The vestígio's first photo (else its video), for the popup's thumbnail. */
  midia: M | null;
}

/**
 * A vestígio stands where the form read the position; one saved without it (no signal for the GPS
 * then) stands where its first geotagged file was captured.
 */
function posicaoDoVestigio(vestigio: VestigioLike<MidiaLike>): Coordenadas | null {
  return vestigio.coordenadas ?? vestigio.midias.find((m) => m.coordenadas)?.coordenadas ?? null;
}

/**
 * The croqui's markers: the scene, then the vestígios, the cameras and the vehicles placed, each in the order it was
 * recorded. Numbers follow the lists (a vestígio's number is its place among all the case's
 * vestígios), so one without a position leaves a gap rather than renumbering the rest.
 */
export function marcadoresDoCroqui<M extends MidiaLike>(caso: CasoDoCroqui<M>): CroquiMarcador<M>[] {
  const marcadores: CroquiMarcador<M>[] = [];
  const varios = caso.geolocalizacao_caso.length > 1;
  caso.geolocalizacao_caso.forEach((local, index) => {
    if (!local.coordenadas) return;
    marcadores.push({
      id: local.id,
      tipo: 'local',
      coordenadas: local.coordenadas,
      sigla: varios ? `L${index + 1}` : 'L',
      titulo: varios ? `Local do crime ${index + 1}` : 'Local do crime',
      descricao: null,
      midia: null,
    });
  });
  caso.vestigios.forEach((vestigio, index) => {
    const coordenadas = posicaoDoVestigio(vestigio);
    if (!coordenadas) return;
    const midia = vestigio.midias.find((m) => m.kind === 'photo') ?? vestigio.midias[0] ?? null;
    marcadores.push({
      id: vestigio.id,
      tipo: 'vestigio',
      coordenadas,
      sigla: String(index + 1),
      titulo: rotuloVestigio(vestigio.tipo),
      descricao: vestigio.descricao,
      midia,
    });
  });
  caso.geolocalizacao_camera.forEach((camera, index) => {
    if (!camera.coordenadas) return;
    marcadores.push({
      id: camera.id,
      tipo: 'camera',
      coordenadas: camera.coordenadas,
      sigla: `C${index + 1}`,
      titulo: `Câmera ${index + 1}`,
      descricao: null,
      midia: null,
    });
  });
  caso.veiculos.forEach((veiculo, index) => {
    const coordenadas = coordenadasDe(veiculo.latitude, veiculo.longitude);
    if (!coordenadas) return;
    marcadores.push({
      id: veiculo.id,
      tipo: 'veiculo',
      coordenadas,
      sigla: `V${index + 1}`,
      titulo: rotuloVeiculoCroqui(veiculo),
      descricao: null,
      midia: null,
    });
  });
  return marcadores;
}

export interface EntradaDaLegenda {
  chave: string;
  tipo: CroquiTipo;
  /** The mark its icon shows. */
  sigla: string;
  texto: string;
}

const SIGLA_DA_LEGENDA: Record<Exclude<CroquiTipo, 'veiculo'>, string> = {
  local: 'L',
  vestigio: '1',
  camera: 'C',
};

/**
 * The legend's entries, for the screen and the report's image alike: the scene, the vestígios and
 * the cameras counted by kind ('Vestígio (3)'), kinds the case lacks only where `comVazios`; then
 * each placed vehicle by name ('Veículo ABC1D23 — Fiat Uno'), which a count would not identify.
 */
export function entradasDaLegenda(
  marcadores: readonly CroquiMarcador[],
  comVazios = false,
): EntradaDaLegenda[] {
  const porTipo = (['local', 'vestigio', 'camera'] as const).flatMap((tipo) => {
    const n = marcadores.filter((m) => m.tipo === tipo).length;
    if (n === 0 && !comVazios) return [];
    return [{ chave: tipo, tipo, sigla: SIGLA_DA_LEGENDA[tipo], texto: `${CROQUI_LEGENDA[tipo]} (${n})` }];
  });
  const veiculos = marcadores
    .filter((m) => m.tipo === 'veiculo')
    .map((m) => ({ chave: m.id, tipo: m.tipo, sigla: m.sigla, texto: m.titulo }));
  return [...porTipo, ...veiculos];
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
