/**
 * Timeline events recorded or deleted on the device, shown in the case before the server has them,
 * in their place in the chronological order and marked offline. Their moment is the device's until
 * the server records its own.
 */
import { ordenarCronologia } from '../../../shared/cronologia';
import { acionamentoCreateRequest } from '../../../shared/schemas/acionamentos';
import { type CasoOverlay, comLinha, peloCorpo } from '../casos/caso-view';
import type { AcionamentoView } from './caso-view';

export const acionamentosOverlay: CasoOverlay = {
  createAcionamento: peloCorpo(acionamentoCreateRequest, (view, corpo, meta, { user }) => {
    const evento: AcionamentoView = {
      id: corpo.id,
      versao: 1,
      tipo: corpo.tipo,
      horario: new Date(corpo.horario).toISOString(),
      momento: new Date(meta.createdAt).toISOString(),
      user: { name: user.name, matricula: user.matricula },
      offline: true,
    };
    return { ...view, acionamentos: ordenarCronologia(comLinha(view.acionamentos, evento)) };
  }),
  deleteAcionamento: (view, { params }) =>
    view && { ...view, acionamentos: view.acionamentos.filter((row) => row.id !== params.acionamentoId) },
};
