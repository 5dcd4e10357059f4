import type { casosEndpoints } from '../../../shared/api/casos';
import type { Handlers } from '../../http/register';
import {
  createAcessoJustificado,
  createCaso,
  deleteCaso,
  getCaso,
  listHistorico,
  renameCaso,
} from './caso.service';

export const casosHandlers = {
  createCaso: ({ ctx, body }) => createCaso(ctx, body),
  listHistorico: ({ ctx }) => listHistorico(ctx),
  getCaso: ({ ctx, params }) => getCaso(ctx, params.casoId),
  renameCaso: ({ ctx, params, body }) => renameCaso(ctx, params.casoId, body),
  deleteCaso: async ({ ctx, params, query }) => {
    await deleteCaso(ctx, params.casoId, query);
    return { ok: true as const };
  },
  createAcessoJustificado: ({ ctx, params, body }) => createAcessoJustificado(ctx, params.casoId, body),
} satisfies Pick<Handlers, keyof typeof casosEndpoints>;
