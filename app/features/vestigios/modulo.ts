import { IconPhoto } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { vestigiosOverlay } from './caso-overlay';

/** The evidence and its media (Mídias). */
export const vestigios: Modulo = {
  telas: { vestigio: () => import('./VestigiosScreen') },
  caso: {
    overlay: vestigiosOverlay,
    campos: { vestigios: [] },
    tiles: [
      { tile: 'vestigio', rotulo: 'Mídias', icone: IconPhoto, contar: (caso) => caso.vestigios.length },
    ],
  },
};
