/**
 * Timeline events recorded or deleted on the device, shown in the case before the server has them,
 * in their place in the chronological order and marked offline. Their moment is the device's until
 * the server records its own.
 */
import { ordenarCronologia } from '../../../shared/cronologia';
import { acionamentoCreateRequest } from '../../../shared/schemas/acionamentos';
import type { CasoOverlay } from '../casos/caso-view';
import type { AcionamentoView } from './caso-view';

export const acionamentosOverlay: CasoOverlay = {
  createAcionamento: (view, { body }, meta, { user }) => {
    const parsed = acionamentoCreateRequest.safeParse(body);
    if (!view || !parsed.success) return view;
    const evento: AcionamentoView = {
      id: parsed.data.id,
      versao: 1,
      tipo: parsed.data.tipo,
      horario: new Date(parsed.data.horario).toISOString(),
      momento: new Date(meta.createdAt).toISOString(),
      user: { name: user.name, matricula: user.matricula },
      offline: true,
    };
    const outros = view.acionamentos.filter((row) => row.id !== evento.id);
    return { ...view, acionamentos: ordenarCronologia([...outros, evento]) };
  },
  deleteAcionamento: (view, { params }) =>
    view && { ...view, acionamentos: view.acionamentos.filter((row) => row.id !== params.acionamentoId) },
};
