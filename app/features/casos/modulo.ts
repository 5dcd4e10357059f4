import type { Modulo } from '../modulo';
import { casoOverlay } from './caso-overlay';

/** The case itself: creating it, the list of cases, the hub. */
export const casos: Modulo = {
  telas: {
    casoNome: () => import('./criar/CasoNomeScreen'),
    apreensao: () => import('./criar/ApreensaoScreen'),
    historico: () => import('./historico/HistoricoScreen'),
    Caso: () => import('./CasoHubScreen'),
  },
  caso: { overlay: casoOverlay },
};
