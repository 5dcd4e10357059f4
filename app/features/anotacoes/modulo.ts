import { IconNotes } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { anotacoesOverlay } from './caso-overlay';

/** The complementary notes and the video note. */
export const anotacoes: Modulo = {
  telas: {
    anotacaoComplementar: () => import('./AnotacoesScreen'),
    video: () => import('./VideoScreen'),
  },
  caso: {
    overlay: anotacoesOverlay,
    campos: { anotacoes: [], video_nota: null },
    tiles: [
      {
        tile: 'anotacaoComplementar',
        rotulo: 'Anotações',
        icone: IconNotes,
        contar: (caso) => caso.anotacoes.length,
      },
    ],
  },
};
