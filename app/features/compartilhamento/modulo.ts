import { IconShare } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { compartilhamentoOverlay } from './caso-overlay';

/** Sharing the case with other users. */
export const compartilhamento: Modulo = {
  telas: { compartilhamento: () => import('./CompartilhamentoScreen') },
  caso: {
    overlay: compartilhamentoOverlay,
    campos: { compartilhamentos: [] },
    tiles: [
      {
        tile: 'compartilhamento',
        rotulo: 'Compartilhamento',
        rotuloQuebrado: 'Compartilha\u00ADmento',
        icone: IconShare,
        contar: (caso) => caso.compartilhamentos.length,
      },
    ],
  },
};
