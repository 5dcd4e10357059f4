import type { equipeEndpoints } from '../../../shared/api/equipe';
import { termoDeBusca } from '../../../shared/schemas/equipe';
import type { Handlers } from '../../http/register';
import { listCargos } from '../admin/cargo.service';
import { createCompartilhamento, deleteCompartilhamento } from '../compartilhamento/compartilhamento.service';
import { createEquipeMembro, deleteEquipeMembro } from './equipe.service';
import { buscarUsuarios } from './usuario-busca.service';

export const equipeHandlers = {
  listCargos: async ({ ctx }) => ({ data: await listCargos(ctx) }),
  createEquipeMembro: ({ ctx, params, body }) => createEquipeMembro(ctx, params.casoId, body),
  deleteEquipeMembro: async ({ ctx, params, query }) => {
    await deleteEquipeMembro(ctx, params.casoId, params.matricula, query);
    return { ok: true as const };
  },
  searchUsuariosEquipe: async ({ ctx, query }) => ({
    data: await buscarUsuarios(ctx, { matricula: query.matricula }),
  }),
  createCompartilhamento: ({ ctx, params, body }) => createCompartilhamento(ctx, params.casoId, body),
  deleteCompartilhamento: async ({ ctx, params }) => {
    await deleteCompartilhamento(ctx, params.casoId, params.compartilhamentoId);
    return { ok: true as const };
  },
  searchUsuariosCompartilhamento: async ({ ctx, query }) => {
    // The query schema has already refused a term that is neither.
    const termo = termoDeBusca(query.q);
    return { data: termo ? await buscarUsuarios(ctx, termo) : [] };
  },
} satisfies Pick<Handlers, keyof typeof equipeEndpoints>;
