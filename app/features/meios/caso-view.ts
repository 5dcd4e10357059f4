/** The means as their screen shows them (their part of the case view). */
import type { Meio } from '../../../shared/schemas/meios';
import type { Salvo } from '../casos/caso-view';

export type MeioView = Salvo<Meio>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    meios: MeioView[];
  }
}
