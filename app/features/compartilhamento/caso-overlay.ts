/**
 * Shares made or revoked on the device, shown before the server has them. Who the matrícula
 * belongs to, and whether they may receive the case, only the server says: until then the share
 * shows the matrícula, marked offline.
 */
import { compartilhamentoCreateRequest } from '../../../shared/schemas/equipe';
import type { CasoOverlay } from '../casos/caso-view';
import type { CompartilhamentoView } from './caso-view';

export const compartilhamentoOverlay: CasoOverlay = {
  createCompartilhamento: (view, { body }, meta, { user }) => {
    const parsed = compartilhamentoCreateRequest.safeParse(body);
    if (!view || !parsed.success) return view;
    const compartilhamento: CompartilhamentoView = {
      id: parsed.data.id,
      user: {
        name: `Matrícula ${parsed.data.matricula}`,
        matricula: parsed.data.matricula,
        cargo: null,
        unidade: null,
      },
      shared_by: { name: user.name, matricula: user.matricula },
      created_at: new Date(meta.createdAt).toISOString(),
      offline: true,
    };
    return {
      ...view,
      compartilhamentos: [
        ...view.compartilhamentos.filter((c) => c.id !== compartilhamento.id),
        compartilhamento,
      ],
    };
  },
  deleteCompartilhamento: (view, { params }) =>
    view && {
      ...view,
      compartilhamentos: view.compartilhamentos.filter((c) => c.id !== params.compartilhamentoId),
    },
};
