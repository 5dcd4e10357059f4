/**
 * Team members added or removed on the device, shown in the case before the server has them:
 * as the list will read them, marked offline, the delegate and the counts following.
 */
import { delegadoDe } from '../../../shared/equipe';
import { equipeCreateRequest } from '../../../shared/schemas/equipe';
import { cargoDe } from '../../components/cargos/cargos';
import { type CasoOverlay, type CasoView, comLinha, peloCorpo } from '../casos/caso-view';
import type { EquipeMembroView } from './caso-view';

const comEquipe = (view: CasoView, equipe: EquipeMembroView[]): CasoView => ({
  ...view,
  equipe,
  delegado: delegadoDe(equipe),
});

export const equipeOverlay: CasoOverlay = {
  createEquipeMembro: peloCorpo(equipeCreateRequest, (view, corpo, meta, context) => {
    const membro: EquipeMembroView = {
      id: corpo.id,
      versao: 1,
      matricula: corpo.matricula,
      name: corpo.name,
      cargo: cargoDe(corpo.cargo_id, context.cargo),
      // Whether the matrícula is a user's, and their unit, the server says once it has the member.
      unidade: null,
      usuario: false,
      created_at: new Date(meta.createdAt).toISOString(),
      offline: true,
    };
    return comEquipe(view, comLinha(view.equipe, membro));
  }),
  deleteEquipeMembro: (view, { params }) =>
    view &&
    comEquipe(
      view,
      view.equipe.filter((m) => m.matricula !== params.matricula),
    ),
};
