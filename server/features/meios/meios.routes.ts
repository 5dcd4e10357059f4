import type { acionamentosEndpoints } from '../../../shared/api/acionamentos';
import type { meiosEndpoints } from '../../../shared/api/meios';
import type { Handlers } from '../../http/register';
import { createAcionamento, deleteAcionamento } from '../acionamentos/acionamento.service';
import { createMeio, deleteMeio } from './meio.service';

const ok = { ok: true as const };

export const meiosHandlers = {
  createMeio: ({ ctx, params, body }) => createMeio(ctx, params.casoId, body),
  deleteMeio: async ({ ctx, params, query }) => {
    await deleteMeio(ctx, params.casoId, params.meioId, query);
    return ok;
  },
} satisfies Pick<Handlers, keyof typeof meiosEndpoints>;

export const acionamentosHandlers = {
  createAcionamento: ({ ctx, params, body }) => createAcionamento(ctx, params.casoId, body),
  deleteAcionamento: async ({ ctx, params, query }) => {
    await deleteAcionamento(ctx, params.casoId, params.acionamentoId, query);
    return ok;
  },
} satisfies Pick<Handlers, keyof typeof acionamentosEndpoints>;
