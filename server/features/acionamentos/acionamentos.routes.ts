import type { acionamentosEndpoints } from '../../../shared/api/acionamentos';
import type { Handlers } from '../../http/register';
import { createAcionamento, deleteAcionamento } from './acionamento.service';

const ok = { ok: true as const };

export const acionamentosHandlers = {
  createAcionamento: ({ ctx, params, body }) => createAcionamento(ctx, params.casoId, body),
  deleteAcionamento: async ({ ctx, params, query }) => {
    await deleteAcionamento(ctx, params.casoId, params.acionamentoId, query);
    return ok;
  },
} satisfies Pick<Handlers, keyof typeof acionamentosEndpoints>;
