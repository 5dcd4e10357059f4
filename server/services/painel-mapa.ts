/**
 * The dashboard map's cases, clustered on the server (supercluster): the whole state holds
 * hundreds of thousands of crime scenes, which no phone can draw nor download, so each answer
 * carries only what one screen at one zoom shows — groups with their count, and single cases
 * once they stand apart. The index lives in memory and is rebuilt with the summaries.
 */
import { sql } from 'drizzle-orm';
import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';
import type { Mapa } from '../../shared/schemas/painel';
import type { Db } from '../db/client';

type Caso = { id: string };

/** On-screen radius of a group is half this (supercluster's tiles are 512 units, Leaflet's 256 px). */
const RAIO = 100;
/** From this zoom on every case is its own marker. */
const ZOOM_MAXIMO = 16;
/** Widest answer, in 256-px tiles: a big tablet's screen; a wider box is cut around its centre. */
const TILES_MAXIMOS = 16;

export interface IndiceMapa {
  total: number;
  limites: [number, number, number, number] | null;
  consultar(z: number, caixa: [number, number, number, number] | null): Pick<Mapa, 'casos' | 'grupos'>;
}

/** Coordinates to 5 decimals (about a metre): the markers need no more, and the answer is smaller. */
const arredondar = (valor: number) => Math.round(valor * 1e5) / 1e5;

export async function construirIndiceMapa(db: Db): Promise<IndiceMapa> {
  const result = await db.execute<{ identificador: string; latitude: number; longitude: number }>(sql`
    SELECT c.identificador, l.latitude, l.longitude
    FROM locais l JOIN casos c ON c.id = l.caso_id
    WHERE c.deleted_at IS NULL AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL`);
  const pontos: PointFeature<Caso>[] = [];
  let limites: [number, number, number, number] | null = null;
  for (const row of result.rows) {
    const { latitude, longitude } = row;
    pontos.push({
      type: 'Feature',
      properties: { id: row.identificador },
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
    });
    limites = limites
      ? [
          Math.min(limites[0], longitude),
          Math.min(limites[1], latitude),
          Math.max(limites[2], longitude),
          Math.max(limites[3], latitude),
        ]
      : [longitude, latitude, longitude, latitude];
  }
  const indice = new Supercluster<Caso>({ radius: RAIO, maxZoom: ZOOM_MAXIMO }).load(pontos);

  return {
    total: pontos.length,
    limites,
    consultar(z, caixa) {
      // Without a box (zoom ≤ 10, mapaQuery) the whole map: groups keep it small at those zooms.
      const area = caixa ? limitar(z, caixa) : ([-180, -85, 180, 85] as [number, number, number, number]);
      const casos: Mapa['casos'] = [];
      const grupos: Mapa['grupos'] = [];
      for (const item of indice.getClusters(area, z)) {
        const [longitude, latitude] = item.geometry.coordinates as [number, number];
        const props = item.properties as Caso | ClusterProperties;
        if ('cluster' in props && props.cluster) {
          grupos.push({
            latitude: arredondar(latitude),
            longitude: arredondar(longitude),
            total: props.point_count,
            zoom: Math.min(indice.getClusterExpansionZoom(props.cluster_id), ZOOM_MAXIMO + 1),
          });
        } else {
          casos.push({
            id: (props as Caso).id,
            latitude: arredondar(latitude),
            longitude: arredondar(longitude),
          });
        }
      }
      return { casos, grupos };
    },
  };
}

/** The box cut to TILES_MAXIMOS tiles around its centre at zoom z. */
function limitar(
  z: number,
  [w, s, e, n]: [number, number, number, number],
): [number, number, number, number] {
  const maximo = (360 / 2 ** z) * TILES_MAXIMOS;
  const meiaLargura = Math.min((e - w) / 2, maximo / 2);
  const meiaAltura = Math.min((n - s) / 2, maximo / 2);
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  return [cx - meiaLargura, cy - meiaAltura, cx + meiaLargura, cy + meiaAltura];
}
