import type { locaisEndpoints } from '../../../shared/api/locais';
import type { Geocoder } from '../../geo/geocoder';
import type { Handlers } from '../../http/register';
import type { MediaStore } from '../../storage/media-store';
import { cidadeDaCamera, cidadeDoLocal, setCameraCidade, setLocalCidade } from './cidade-local.service';
import { getEnderecoReverso } from './endereco-reverso.service';
import {
  createCamera,
  createLocalCrime,
  deleteCamera,
  deleteLocalCrime,
  type Removido,
} from './local.service';
import type { Mapas } from './mapa.service';

export function locaisHandlers(store: MediaStore, geocoder: Geocoder, mapas: Mapas) {
  const apagar = async (removido: Promise<Removido>) => {
    for (const key of (await removido).mediaKeys) await store.remove(key);
    return { ok: true as const };
  };
  return {
    createLocalCrime: async ({ ctx, params, body }) => {
      const result = await createLocalCrime(ctx, params.casoId, body);
      mapas.pedir();
      return cidadeDoLocal(ctx, geocoder, params.casoId, result);
    },
    deleteLocalCrime: ({ ctx, params, query }) =>
      apagar(deleteLocalCrime(ctx, params.casoId, params.localId, query)),
    createCamera: async ({ ctx, params, body }) => {
      const result = await createCamera(ctx, params.casoId, body);
      mapas.pedir();
      return cidadeDaCamera(ctx, geocoder, params.casoId, result);
    },
    deleteCamera: ({ ctx, params, query }) =>
      apagar(deleteCamera(ctx, params.casoId, params.cameraId, query)),
    setLocalCidade: ({ ctx, params, body }) => setLocalCidade(ctx, params.casoId, params.localId, body),
    setCameraCidade: ({ ctx, params, body }) => setCameraCidade(ctx, params.casoId, params.cameraId, body),
    getEnderecoReverso: ({ ctx, query }) =>
      getEnderecoReverso(ctx, geocoder, query.latitude, query.longitude),
  } satisfies Pick<Handlers, keyof typeof locaisEndpoints>;
}
