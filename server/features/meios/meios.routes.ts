import type { meiosEndpoints } from '../../../shared/api/meios';
import type { Handlers } from '../../http/register';
import { createMeio, deleteMeio } from './meio.service';

const ok = { ok: true as const };

export const meiosHandlers = {
  createMeio: ({ ctx, params, body }) => createMeio(ctx, params.casoId, body),
  deleteMeio: async ({ ctx, params, query }) => {
    await deleteMeio(ctx, params.casoId, params.meioId, query);
    return ok;
  },
} satisfies Pick<Handlers, keyof typeof meiosEndpoints>;
