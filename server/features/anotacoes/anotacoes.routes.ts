import type { anotacoesEndpoints } from '../../../shared/api/anotacoes';
import type { Handlers } from '../../http/register';
import { createAnotacao, deleteAnotacao, saveVideoNota, updateAnotacao } from './anotacao.service';

export const anotacoesHandlers = {
  createAnotacao: ({ ctx, params, body }) => createAnotacao(ctx, params.casoId, body),
  updateAnotacao: ({ ctx, params, body }) => updateAnotacao(ctx, params.casoId, params.anotacaoId, body),
  deleteAnotacao: async ({ ctx, params, query }) => {
    await deleteAnotacao(ctx, params.casoId, params.anotacaoId, query);
    return { ok: true as const };
  },
  saveVideoNota: ({ ctx, params, body }) => saveVideoNota(ctx, params.casoId, body),
} satisfies Pick<Handlers, keyof typeof anotacoesEndpoints>;
