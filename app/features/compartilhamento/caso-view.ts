/** The shares as their screen shows them (their part of the case view). */
import type { Compartilhamento } from '../../../shared/schemas/equipe';
import type { Salvo } from '../casos/caso-view';

export type CompartilhamentoView = Salvo<Compartilhamento>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    compartilhamentos: CompartilhamentoView[];
  }
}
