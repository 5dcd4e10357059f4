import type { aparelhosEndpoints } from '../../../shared/api/aparelhos';
import type { Handlers } from '../../http/register';
import { registerAparelho } from './aparelho.service';
import { setAparelhoPerdido } from './aparelho-perdido.service';
import {
  deleteAparelhoSessoes,
  listAparelhos,
  listAparelhosUsuario,
  setAparelhoPendencias,
} from './aparelhos-do-usuario.service';

/** The installed apps whose keys sign what their camera captures (issue 39), and their users' view (issue 43). */
export const aparelhosHandlers = {
  registerAparelho: ({ ctx, body }) => registerAparelho(ctx, body),
  listAparelhos: ({ ctx }) => listAparelhos(ctx),
  listAparelhosUsuario: ({ ctx, params }) => listAparelhosUsuario(ctx, params.userId),
  deleteAparelhoSessoes: ({ ctx, params }) => deleteAparelhoSessoes(ctx, params.aparelhoId),
  setAparelhoPerdido: ({ ctx, params, body }) => setAparelhoPerdido(ctx, params.aparelhoId, body),
  setAparelhoPendencias: ({ ctx, body }) => setAparelhoPendencias(ctx, body),
} satisfies Pick<Handlers, keyof typeof aparelhosEndpoints>;
