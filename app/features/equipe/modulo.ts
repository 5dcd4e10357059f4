import { IconUsersGroup } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { equipeOverlay } from './caso-overlay';

/** The case's team. */
export const equipe: Modulo = {
  telas: { equipe: () => import('./EquipeScreen') },
  caso: {
    overlay: equipeOverlay,
    campos: { equipe: [] },
    tiles: [
      { tile: 'equipe', rotulo: 'Equipe', icone: IconUsersGroup, contar: (caso) => caso.equipe.length },
    ],
  },
};
