import { IconDeviceCctv, IconMapPin } from '@tabler/icons-react';
import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';
import { locaisOverlay } from './caso-overlay';

/** The scene's location and the security cameras. */
export const locais: Modulo = {
  telas: {
    geolocalizacaoCaso: lazyScreen(() => import('./LocalCrimeScreen')),
    camera_seguranca: lazyScreen(() => import('./CamerasScreen')),
  },
  caso: {
    overlay: locaisOverlay,
    marcados: ['geolocalizacao_caso', 'geolocalizacao_camera'],
    tiles: [
      {
        tile: 'geolocalizacaoCaso',
        rotulo: 'Local do Crime',
        icone: IconMapPin,
        contar: (caso) => caso.geolocalizacao_caso.length,
      },
      {
        tile: 'camera_seguranca',
        rotulo: 'Câmeras de Segurança',
        icone: IconDeviceCctv,
        contar: (caso) => caso.geolocalizacao_camera.length,
      },
    ],
  },
};
