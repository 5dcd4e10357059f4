import type { versoesEndpoints } from '../../shared/api/versoes';
import { getRevisaoCaso, informarPendencias, listAlteracoes } from '../services/alteracao.service';
import type { Handlers } from './register';

/** The case's history, revision and the work its team's phones still hold queued (issue 26). */
export const versoesHandlers = {
  listAlteracoes: ({ ctx, params, query }) => listAlteracoes(ctx, params.casoId, query),
  getRevisaoCaso: async ({ ctx }) => getRevisaoCaso(ctx),
  informarPendencias: ({ ctx, params, body }) => informarPendencias(ctx, params.casoId, body),
} satisfies Pick<Handlers, keyof typeof versoesEndpoints>;
