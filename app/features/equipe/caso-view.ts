/** The team as its screen shows it (its part of the case view). */
import type { EquipeMembro } from '../../../shared/schemas/equipe';
import type { Salvo } from '../casos/caso-view';

export type EquipeMembroView = Salvo<EquipeMembro>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    equipe: EquipeMembroView[];
    pode_alterar_equipe?: boolean;
  }
}
