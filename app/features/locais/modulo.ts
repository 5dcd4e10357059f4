import { IconDeviceCctv, IconMapPin } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { locaisOverlay } from './caso-overlay';

/** The scene's location and the security cameras. */
export const locais: Modulo = {
  telas: {
    geolocalizacaoCaso: () => import('./LocalCrimeScreen'),
    camera_seguranca: () => import('./CamerasScreen'),
  },
  caso: {
    overlay: locaisOverlay,
    campos: { geolocalizacao_caso: [], geolocalizacao_camera: [] },
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
