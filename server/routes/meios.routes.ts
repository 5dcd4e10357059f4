import type { meiosEndpoints } from '../../shared/api/meios';
import { createMeio, deleteMeio } from '../services/meio.service';
import type { Handlers } from './register';

const ok = { ok: true as const };

export const meiosHandlers = {
  createMeio: ({ ctx, params, body }) => createMeio(ctx, params.casoId, body),
  deleteMeio: async ({ ctx, params, query }) => {
    await deleteMeio(ctx, params.casoId, params.meioId, query);
    return ok;
  },
} satisfies Pick<Handlers, keyof typeof meiosEndpoints>;
