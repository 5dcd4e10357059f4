import type { acionamentosEndpoints } from '../../shared/api/acionamentos';
import type { meiosEndpoints } from '../../shared/api/meios';
import { createAcionamento, deleteAcionamento } from '../services/acionamento.service';
import { createMeio, deleteMeio } from '../services/meio.service';
import type { Handlers } from './register';

const ok = { ok: true as const };

export const meiosHandlers = {
  createMeio: ({ ctx, params, body }) => createMeio(ctx, params.casoId, body),
  deleteMeio: async ({ ctx, params }) => {
    await deleteMeio(ctx, params.casoId, params.meioId);
    return ok;
  },
} satisfies Pick<Handlers, keyof typeof meiosEndpoints>;

export const acionamentosHandlers = {
  createAcionamento: ({ ctx, params, body }) => createAcionamento(ctx, params.casoId, body),
  deleteAcionamento: async ({ ctx, params }) => {
    await deleteAcionamento(ctx, params.casoId, params.acionamentoId);
    return ok;
  },
} satisfies Pick<Handlers, keyof typeof acionamentosEndpoints>;
