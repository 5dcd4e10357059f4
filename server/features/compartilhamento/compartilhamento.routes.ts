import type { compartilhamentoEndpoints } from '../../../shared/api/compartilhamento';
import { termoDeBusca } from '../../../shared/schemas/equipe';
import type { Handlers } from '../../http/register';
import { searchUsuarios } from '../equipe/usuario-busca.service';
import { createCompartilhamento, deleteCompartilhamento } from './compartilhamento.service';

export const compartilhamentoHandlers = {
  createCompartilhamento: ({ ctx, params, body }) => createCompartilhamento(ctx, params.casoId, body),
  deleteCompartilhamento: async ({ ctx, params }) => {
    await deleteCompartilhamento(ctx, params.casoId, params.compartilhamentoId);
    return { ok: true as const };
  },
  searchUsuariosCompartilhamento: async ({ ctx, query }) => {
    // The query schema has already refused a term that is neither.
    const termo = termoDeBusca(query.q);
    return { data: termo ? await searchUsuarios(ctx, termo) : [] };
  },
} satisfies Pick<Handlers, keyof typeof compartilhamentoEndpoints>;
