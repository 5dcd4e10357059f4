import type { painelEndpoints } from '../../../shared/api/painel';
import type { Handlers } from '../../http/register';
import type { Painel } from './painel.service';

export const painelHandlers = (painel: Painel) =>
  ({
    getDashboard: ({ ctx, query }) => painel.dashboard(ctx.db, query),
    getDashboardMapa: ({ ctx, query }) => painel.mapa(ctx.db, query),
    getEstatistica: ({ ctx, query }) => painel.estatistica(ctx.db, query),
  }) satisfies Pick<Handlers, keyof typeof painelEndpoints>;
