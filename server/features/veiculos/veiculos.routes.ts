import type { veiculosEndpoints } from '../../../shared/api/veiculos';
import type { Handlers } from '../../http/register';
import { createVeiculo, deleteVeiculo, updateVeiculo } from './veiculo.service';

export const veiculosHandlers = {
  createVeiculo: ({ ctx, params, body }) => createVeiculo(ctx, params.casoId, body),
  updateVeiculo: ({ ctx, params, body }) => updateVeiculo(ctx, params.casoId, params.veiculoId, body),
  deleteVeiculo: async ({ ctx, params, query }) => {
    await deleteVeiculo(ctx, params.casoId, params.veiculoId, query);
    return { ok: true as const };
  },
} satisfies Pick<Handlers, keyof typeof veiculosEndpoints>;
