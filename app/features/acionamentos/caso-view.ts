/** The timeline as its screen shows it (its part of the case view). */
import type { Acionamento } from '../../../shared/schemas/acionamentos';
import type { Salvo } from '../casos/caso-view';

export type AcionamentoView = Salvo<Acionamento>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    /** In chronological order. */
    acionamentos: AcionamentoView[];
  }
}
