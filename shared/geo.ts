/**
 * Positions as the app handles them. Requests carry `latitude` and `longitude` by name; responses
 * carry `coordenadas` as [longitude, latitude] (spec §3, the GeoJSON order). The order is written
 * here once: everything else calls these helpers.
 */
export type Coordenadas = [longitude: number, latitude: number];

export function coordenadasDe(latitude: number | null, longitude: number | null): Coordenadas | null {
  return latitude === null || longitude === null ? null : [longitude, latitude];
}

export const latitudeDe = (coordenadas: Coordenadas) => coordenadas[1];
export const longitudeDe = (coordenadas: Coordenadas) => coordenadas[0];

/**
 * Brazil's extremes with a margin, islands included (Trindade, Fernando de Noronha, São Pedro e São
 * Paulo): a position outside is a mistake, not a scene.
 */
export const LIMITES_BRASIL = { latitude: [-34, 6], longitude: [-74.1, -28.6] } as const;

/** Spec §9 'Geolocation'. */
export const GEO = {
  /** The first fix at least this good is taken. */
  precisaoAceitaM: 50,
  /** Tracking gives up after this long (the scene's location). */
  desistirMs: 30_000,
  /** A first quick fix (the camera form) before tracking. */
  rapidaMs: 5_000,
  zoom: 17,
} as const;

/** 'lat, lon' with the 6 decimals (≈ 0.1 m) a fix carries, as the screens and the report print it. */
export function formatCoordenadas(coordenadas: Coordenadas): string {
  return `${latitudeDe(coordenadas).toFixed(6)}, ${longitudeDe(coordenadas).toFixed(6)}`;
}

/** A maps service opened at the spot (spec §2.3 cameras: a link by latitude,longitude). */
export function linkMapa(coordenadas: Coordenadas): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitudeDe(coordenadas)},${longitudeDe(coordenadas)}`;
}

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];
