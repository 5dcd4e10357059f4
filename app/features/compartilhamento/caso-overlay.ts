/**
 * Shares made or revoked on the device, shown before the server has them. Who the matrícula
 * belongs to, and whether they may receive the case, only the server says: until then the share
 * shows the matrícula, marked offline.
 */
import { compartilhamentoCreateRequest } from '../../../shared/schemas/equipe';
import { type CasoOverlay, comLinha, peloCorpo } from '../casos/caso-view';
import type { CompartilhamentoView } from './caso-view';

export const compartilhamentoOverlay: CasoOverlay = {
  createCompartilhamento: peloCorpo(compartilhamentoCreateRequest, (view, corpo, meta, { user }) => {
    const compartilhamento: CompartilhamentoView = {
      id: corpo.id,
      user: {
        name: `Matrícula ${corpo.matricula}`,
        matricula: corpo.matricula,
        cargo: null,
        unidade: null,
      },
      shared_by: { name: user.name, matricula: user.matricula },
      created_at: new Date(meta.createdAt).toISOString(),
      offline: true,
    };
    return { ...view, compartilhamentos: comLinha(view.compartilhamentos, compartilhamento) };
  }),
  deleteCompartilhamento: (view, { params }) =>
    view && {
      ...view,
      compartilhamentos: view.compartilhamentos.filter((c) => c.id !== params.compartilhamentoId),
    },
};
