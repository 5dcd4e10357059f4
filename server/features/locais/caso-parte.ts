/** The scene's location's and the cameras' part of the case: its places, its tiles' counts and its operations. */
import { eq } from 'drizzle-orm';
import { cameras, casos, locais } from '../../db/schema';
import type { Geocoder } from '../../geo/geocoder';
import { contagem } from '../../kit/contagem';
import type { MediaStore } from '../../storage/media-store';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { locaisHandlers } from './locais.routes';
import { loadLocaisDoCaso } from './local.view';
import type { Mapas } from './mapa.service';

export const locaisNoCaso = {
  carregar: ({ db, caso }) => loadLocaisDoCaso(db, caso.id),
  contagensNoCabecalho: () => ({
    geolocalizacaoCaso: contagem(locais, eq(locais.casoId, casos.id)),
    camera_seguranca: contagem(cameras, eq(cameras.casoId, casos.id)),
  }),
  handlers: (d: { store: MediaStore; geocoder: Geocoder; mapas: Mapas }) =>
    locaisHandlers(d.store, d.geocoder, d.mapas),
} satisfies ParteDoCasoNoServidor;
