/**
 * Means saved or deleted on the device, shown in the case before the server has them: as the list
 * will read them (the instrument's rules applied by the shared schema), marked offline.
 */
import { meioCreateRequest } from '../../../shared/schemas/meios';
import { type CasoOverlay, comLinha, criadoNoAparelho, peloCorpo } from '../casos/caso-view';
import type { MeioView } from './caso-view';

export const meiosOverlay: CasoOverlay = {
  createMeio: peloCorpo(meioCreateRequest, (view, corpo, meta, context) => {
    const meio: MeioView = criadoNoAparelho(corpo, meta, context);
    return { ...view, meios: comLinha(view.meios, meio) };
  }),
  deleteMeio: (view, { params }) =>
    view && { ...view, meios: view.meios.filter((row) => row.id !== params.meioId) },
};
