// The dashboard map's cluster index (supercluster), in a worker thread: building it for a state's
// ten years (~300,000 points) takes a second of CPU, which on the main thread would stall every
// request the server is answering. Plain JavaScript so that it runs without the TypeScript loader
// under `npm start`, the tests and the benches alike. Messages: see server/features/painel/painel-mapa.ts.
import { parentPort } from 'node:worker_threads';
import Supercluster from 'supercluster';

/** On-screen radius of a group is half this (supercluster's tiles are 512 units, Leaflet's 256 px). */
const RAIO = 100;
/** From this zoom on every case is its own marker. */
const ZOOM_MAXIMO = 16;

/** Coordinates to 5 decimals (about a metre): the markers need no more, and the answer is smaller. */
const arredondar = (valor) => Math.round(valor * 1e5) / 1e5;

let indice = new Supercluster({ radius: RAIO, maxZoom: ZOOM_MAXIMO }).load([]);

function carregar({ ids, coordenadas }) {
  const pontos = ids.map((id, i) => ({
    type: 'Feature',
    properties: { id },
    geometry: { type: 'Point', coordinates: [coordenadas[2 * i], coordenadas[2 * i + 1]] },
  }));
  indice = new Supercluster({ radius: RAIO, maxZoom: ZOOM_MAXIMO }).load(pontos);
  return {};
}

function consultar({ z, area }) {
  const casos = [];
  const grupos = [];
  for (const item of indice.getClusters(area, z)) {
    const [longitude, latitude] = item.geometry.coordinates;
    const props = item.properties;
    if (props.cluster) {
      grupos.push({
        latitude: arredondar(latitude),
        longitude: arredondar(longitude),
        total: props.point_count,
        zoom: Math.min(indice.getClusterExpansionZoom(props.cluster_id), ZOOM_MAXIMO + 1),
      });
    } else {
      casos.push({ id: props.id, latitude: arredondar(latitude), longitude: arredondar(longitude) });
    }
  }
  return { casos, grupos };
}

parentPort.on('message', ({ pedido, tipo, dados }) => {
  try {
    parentPort.postMessage({ pedido, resposta: tipo === 'carregar' ? carregar(dados) : consultar(dados) });
  } catch (error) {
    parentPort.postMessage({ pedido, erro: String(error?.stack ?? error) });
  }
});
