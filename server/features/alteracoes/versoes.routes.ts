import type { versoesEndpoints } from '../../../shared/api/versoes';
import type { Handlers } from '../../http/register';
import { getRevisaoCaso, listAlteracoes, setPendencias } from './alteracao.service';

/** The case's history, revision and the work its team's phones still hold queued (issue 26). */
export const versoesHandlers = {
  listAlteracoes: ({ ctx, params, query }) => listAlteracoes(ctx, params.casoId, query),
  getRevisaoCaso: async ({ ctx }) => getRevisaoCaso(ctx),
  setPendencias: ({ ctx, params, body }) => setPendencias(ctx, params.casoId, body),
} satisfies Pick<Handlers, keyof typeof versoesEndpoints>;
