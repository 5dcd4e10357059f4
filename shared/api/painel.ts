import { dashboard, estatistica, mapa, mapaQuery, painelFiltro } from '../schemas/painel';
import { endpoints } from './endpoint';

/** The dashboard pages' reads (spec §7: GET /dashboard, /dashboard/map, /dashboard/estatistica). */
export const painelEndpoints = endpoints({
  getDashboard: {
    method: 'GET',
    path: '/dashboard',
    summary: 'Números do estado (casos, vítimas, consumados, tentativas, suspeitos, mortes por cidade)',
    tag: 'painel',
    access: 'ver_casos',
    query: painelFiltro,
    response: dashboard,
  },
  getDashboardMapa: {
    method: 'GET',
    path: '/dashboard/map',
    summary: 'Casos no mapa, agrupados no servidor conforme o zoom',
    tag: 'painel',
    access: 'ver_casos',
    query: mapaQuery,
    response: mapa,
  },
  getEstatistica: {
    method: 'GET',
    path: '/dashboard/estatistica',
    summary: 'Vítimas por meio de morte, sexo, faixa etária e tipificação',
    tag: 'painel',
    access: 'ver_casos',
    query: painelFiltro,
    response: estatistica,
  },
});
