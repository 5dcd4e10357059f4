import type { equipeEndpoints } from '../../../shared/api/equipe';
import type { Handlers } from '../../http/register';
import { listCargos } from '../admin/cargo.service';
import { createEquipeMembro, deleteEquipeMembro } from './equipe.service';
import { searchUsuarios } from './usuario-busca.service';

export const equipeHandlers = {
  listCargos: async ({ ctx }) => ({ data: await listCargos(ctx) }),
  createEquipeMembro: ({ ctx, params, body }) => createEquipeMembro(ctx, params.casoId, body),
  deleteEquipeMembro: async ({ ctx, params, query }) => {
    await deleteEquipeMembro(ctx, params.casoId, params.matricula, query);
    return { ok: true as const };
  },
  searchUsuariosEquipe: async ({ ctx, query }) => ({
    data: await searchUsuarios(ctx, { matricula: query.matricula }),
  }),
} satisfies Pick<Handlers, keyof typeof equipeEndpoints>;
