import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';

/** Dashboard, Mapa and Estatística. */
export const painel: Modulo = {
  telas: {
    Dashboard: lazyScreen(() => import('./DashboardScreen')),
    Mapa: lazyScreen(() => import('./MapaScreen')),
    Estatistica: lazyScreen(() => import('./EstatisticaScreen')),
  },
};
