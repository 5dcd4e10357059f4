/**
 * Team members added or removed on the device, shown in the case before the server has them:
 * as the list will read them, marked offline, the delegate and the counts following.
 */
import { delegadoDe } from '../../../shared/equipe';
import { equipeCreateRequest } from '../../../shared/schemas/equipe';
import type { CasoOverlay, CasoView } from '../casos/caso-view';
import { cargoDe } from './cargos';
import type { EquipeMembroView } from './caso-view';

const comEquipe = (view: CasoView, equipe: EquipeMembroView[]): CasoView => ({
  ...view,
  equipe,
  delegado: delegadoDe(equipe),
});

export const equipeOverlay: CasoOverlay = {
  createEquipeMembro: (view, { body }, meta, context) => {
    const parsed = equipeCreateRequest.safeParse(body);
    if (!view || !parsed.success) return view;
    const membro: EquipeMembroView = {
      id: parsed.data.id,
      versao: 1,
      matricula: parsed.data.matricula,
      name: parsed.data.name,
      cargo: cargoDe(parsed.data.cargo_id, context.cargo),
      // Whether the matrícula is a user's, and their unit, the server says once it has the member.
      unidade: null,
      usuario: false,
      created_at: new Date(meta.createdAt).toISOString(),
      offline: true,
    };
    return comEquipe(view, [...view.equipe.filter((m) => m.id !== membro.id), membro]);
  },
  deleteEquipeMembro: (view, { params }) =>
    view &&
    comEquipe(
      view,
      view.equipe.filter((m) => m.matricula !== params.matricula),
    ),
};
