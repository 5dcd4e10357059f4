/**
 * Means saved or deleted on the device, shown in the case before the server has them: as the list
 * will read them (the instrument's rules applied by the shared schema), marked offline.
 */
import { meioCreateRequest } from '../../../shared/schemas/meios';
import { type CasoOverlay, comLinha, peloCorpo } from '../casos/caso-view';
import type { MeioView } from './caso-view';

export const meiosOverlay: CasoOverlay = {
  createMeio: peloCorpo(meioCreateRequest, (view, corpo, meta, { user }) => {
    const { id, ...campos } = corpo;
    const meio: MeioView = {
      id,
      versao: 1,
      ...campos,
      user: { name: user.name, matricula: user.matricula },
      created_at: new Date(meta.createdAt).toISOString(),
      offline: true,
    };
    return { ...view, meios: comLinha(view.meios, meio) };
  }),
  deleteMeio: (view, { params }) =>
    view && { ...view, meios: view.meios.filter((row) => row.id !== params.meioId) },
};
