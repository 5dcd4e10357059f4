import type { locaisEndpoints } from '../../shared/api/locais';
import type { Geocoder } from '../geo/geocoder';
import { buscarEnderecoReverso } from '../services/endereco-reverso.service';
import {
  createCamera,
  createLocalCrime,
  deleteCamera,
  deleteLocalCrime,
  type Removido,
} from '../services/local.service';
import type { Mapas } from '../services/mapa.service';
import type { MediaStore } from '../storage/media-store';
import type { Handlers } from './register';

export function locaisHandlers(store: MediaStore, geocoder: Geocoder, mapas: Mapas) {
  const apagar = async (removido: Promise<Removido>) => {
    for (const key of (await removido).mediaKeys) await store.remove(key);
    return { ok: true as const };
  };
  return {
    createLocalCrime: async ({ ctx, params, body }) => {
      const result = await createLocalCrime(ctx, params.casoId, body);
      mapas.pedir();
      return result;
    },
    deleteLocalCrime: ({ ctx, params }) => apagar(deleteLocalCrime(ctx, params.casoId, params.localId)),
    createCamera: async ({ ctx, params, body }) => {
      const result = await createCamera(ctx, params.casoId, body);
      mapas.pedir();
      return result;
    },
    deleteCamera: ({ ctx, params }) => apagar(deleteCamera(ctx, params.casoId, params.cameraId)),
    enderecoReverso: ({ ctx, query }) =>
      buscarEnderecoReverso(ctx, geocoder, query.latitude, query.longitude),
  } satisfies Pick<Handlers, keyof typeof locaisEndpoints>;
}
