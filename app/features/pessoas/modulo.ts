import { IconUserExclamation, IconUserQuestion, IconUserX } from '@tabler/icons-react';
import type { Modulo } from '../modulo';
import { pessoasOverlay } from './caso-overlay';

/** Victims, witnesses and suspects of the case. */
export const pessoas: Modulo = {
  telas: {
    vitima: () => import('./VitimaScreen'),
    testemunha: () => import('./TestemunhaScreen'),
    suspeito: () => import('./SuspeitoScreen'),
    update_pessoa: () => import('./PessoaEditScreen'),
  },
  caso: {
    overlay: pessoasOverlay,
    campos: { vitimas: [], testemunhas: [], suspeitos: [] },
    tiles: [
      { tile: 'vitima', rotulo: 'Vítimas', icone: IconUserX, contar: (caso) => caso.vitimas.length },
      {
        tile: 'testemunha',
        rotulo: 'Testemunhas',
        icone: IconUserExclamation,
        contar: (caso) => caso.testemunhas.length,
      },
      {
        tile: 'suspeito',
        rotulo: 'Suspeitos',
        icone: IconUserQuestion,
        contar: (caso) => caso.suspeitos.length,
      },
    ],
  },
};
