import type { Modulo } from '../modulo';
import { casoOverlay } from './caso-overlay';

/** The case itself: creating it, the list of cases, the hub. */
export const casos: Modulo = {
  telas: {
    casoNome: () => import('./CasoNomeScreen'),
    apreensao: () => import('./ApreensaoScreen'),
    historico: () => import('./HistoricoScreen'),
    Caso: () => import('./CasoHubScreen'),
  },
  caso: { overlay: casoOverlay },
};
