import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';
import { casoOverlay } from './caso-overlay';

/** The case itself: creating it, the list of cases, the hub. */
export const casos: Modulo = {
  telas: {
    casoNome: lazyScreen(() => import('./CasoNomeScreen')),
    apreensao: lazyScreen(() => import('./ApreensaoScreen')),
    historico: lazyScreen(() => import('./HistoricoScreen')),
    Caso: lazyScreen(() => import('./CasoHubScreen')),
  },
  caso: { overlay: casoOverlay },
};
