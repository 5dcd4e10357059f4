import { IconShare } from '@tabler/icons-react';
import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';
import { compartilhamentoOverlay } from './caso-overlay';

/** Sharing the case with other users. */
export const compartilhamento: Modulo = {
  telas: { compartilhamento: lazyScreen(() => import('./CompartilhamentoScreen')) },
  caso: {
    overlay: compartilhamentoOverlay,
    marcados: ['compartilhamentos'],
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
