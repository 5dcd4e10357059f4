import { IconMap2 } from '@tabler/icons-react';
import { marcadoresDoCroqui } from '../../../shared/croqui';
import type { Modulo } from '../modulo';

/** The croqui: the case's places and media on a map; it writes nothing of its own. */
export const croqui: Modulo = {
  telas: { croqui: () => import('./CroquiScreen') },
  caso: {
    tiles: [
      {
        tile: 'croqui',
        rotulo: 'Croqui',
        icone: IconMap2,
        contar: (caso) => marcadoresDoCroqui(caso).length,
      },
    ],
  },
};
