import { IconTimeline } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { acionamentosOverlay } from './caso-overlay';

/** The timeline of the case (Cronologia). */
export const acionamentos: Modulo = {
  telas: { acionamentos: () => import('./CronologiaScreen') },
  caso: {
    overlay: acionamentosOverlay,
    campos: { acionamentos: [] },
    tiles: [
      {
        tile: 'acionamentos',
        rotulo: 'Cronologia',
        icone: IconTimeline,
        contar: (caso) => caso.acionamentos.length,
      },
    ],
  },
};
