import type { usuariosEndpoints } from '../../../shared/api/usuarios';
import { termoDeBusca } from '../../../shared/schemas/equipe';
import type { Handlers } from '../../http/register';
import { createUsuario, encontrarUsuarios, updateUsuario, verUsuario } from './usuario-admin.service';
import { perfisDeUsuario } from './usuario-admin.view';
import { setSenhaTemporaria, setUsuarioAtivo, unlockUsuario } from './usuario-conta.service';

export const usuariosHandlers = {
  searchUsuariosAdmin: async ({ ctx, query }) => {
    const termo = termoDeBusca(query.q);
    return { data: termo ? await encontrarUsuarios(ctx, termo) : [] };
  },
  listPapeisUsuario: async ({ ctx }) => ({ data: await perfisDeUsuario(ctx) }),
  getUsuarioAdmin: ({ ctx, params }) => verUsuario(ctx, params.userId),
  createUsuario: ({ ctx, body }) => createUsuario(ctx, body),
  updateUsuario: ({ ctx, params, body }) => updateUsuario(ctx, params.userId, body),
  setUsuarioAtivo: ({ ctx, params, body }) => setUsuarioAtivo(ctx, params.userId, body.ativo),
  unlockUsuario: ({ ctx, params }) => unlockUsuario(ctx, params.userId),
  setSenhaTemporaria: ({ ctx, params, body }) => setSenhaTemporaria(ctx, params.userId, body.password),
} satisfies Pick<Handlers, keyof typeof usuariosEndpoints>;
