import { IconTool } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { meiosOverlay } from './caso-overlay';

/** The means and instruments of the crime. */
export const meios: Modulo = {
  telas: { meios: () => import('./MeiosScreen') },
  caso: {
    overlay: meiosOverlay,
    campos: { meios: [] },
    tiles: [{ tile: 'meios', rotulo: 'Meios', icone: IconTool, contar: (caso) => caso.meios.length }],
  },
};
