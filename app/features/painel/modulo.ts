import type { Modulo } from '../modulo';

/** Dashboard, Mapa and Estatística. */
export const painel: Modulo = {
  telas: {
    Dashboard: () => import('./DashboardScreen'),
    Mapa: () => import('./MapaScreen'),
    Estatistica: () => import('./EstatisticaScreen'),
  },
};
