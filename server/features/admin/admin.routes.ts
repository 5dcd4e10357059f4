import type { adminEndpoints } from '../../../shared/api/admin';
import type { Handlers } from '../../http/register';
import { createCargo, deleteCargo, updateCargo } from './cargo.service';
import { listLogs } from './log.service';
import { changePapelPermissao, createPapel, deletePapel, getPapel, listPapeis } from './papel.service';
import { createPermissao, deletePermissao, listPermissoes, updatePermissao } from './permissao.service';
import { deleteUnidade, updateUnidade } from './unidade.service';

const ok = { ok: true } as const;

export const adminHandlers = {
  listPapeis: async ({ ctx }) => ({ data: await listPapeis(ctx) }),
  getPapel: ({ ctx, params }) => getPapel(ctx, params.roleId),
  createPapel: ({ ctx, body }) => createPapel(ctx, body),
  deletePapel: async ({ ctx, params }) => {
    await deletePapel(ctx, params.roleId);
    return ok;
  },
  addPapelPermissao: ({ ctx, params }) => changePapelPermissao(ctx, params.roleId, params.permissionId, true),
  removePapelPermissao: ({ ctx, params }) =>
    changePapelPermissao(ctx, params.roleId, params.permissionId, false),
  listPermissoes: async ({ ctx }) => ({ data: await listPermissoes(ctx) }),
  createPermissao: ({ ctx, body }) => createPermissao(ctx, body),
  updatePermissao: ({ ctx, params, body }) => updatePermissao(ctx, params.permissionId, body),
  deletePermissao: async ({ ctx, params }) => {
    await deletePermissao(ctx, params.permissionId);
    return ok;
  },
  updateUnidade: ({ ctx, params, body }) => updateUnidade(ctx, params.unidadeId, body),
  deleteUnidade: async ({ ctx, params }) => {
    await deleteUnidade(ctx, params.unidadeId);
    return ok;
  },
  createCargo: ({ ctx, body }) => createCargo(ctx, body),
  updateCargo: ({ ctx, params, body }) => updateCargo(ctx, params.cargoId, body),
  deleteCargo: async ({ ctx, params }) => {
    await deleteCargo(ctx, params.cargoId);
    return ok;
  },
  listLogs: ({ ctx, query }) => listLogs(ctx, query),
} satisfies Pick<Handlers, Exclude<keyof typeof adminEndpoints, 'getLogCadeia'>>;
