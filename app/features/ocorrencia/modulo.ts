import { IconFileDescription } from '@tabler/icons-react';
import { OCORRENCIA_VAZIA } from '../../../shared/schemas/ocorrencia';
import type { Modulo } from '../modulo';
import { ocorrenciaOverlay } from './caso-overlay';

/** The case's occurrence: its police numbers and the fact (issue 42). */
export const ocorrencia: Modulo = {
  telas: { ocorrencia: () => import('./OcorrenciaScreen') },
  caso: {
    overlay: ocorrenciaOverlay,
    campos: { ocorrencia: { ...OCORRENCIA_VAZIA, offline: false } },
    tiles: [
      {
        tile: 'ocorrencia',
        rotulo: 'Ocorrência',
        icone: IconFileDescription,
        contar: (caso) => caso.ocorrencia.boletins.length + (caso.ocorrencia.procedimento_numero ? 1 : 0),
      },
    ],
  },
};
