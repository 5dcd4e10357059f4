/** The occurrence as its screen shows it (its part of the case view). */
import type { Ocorrencia } from '../../../shared/schemas/ocorrencia';
import type { Salvo } from '../casos/caso-view';

export type OcorrenciaView = Salvo<Ocorrencia>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    /** Empty (version 1) while nobody has filled it; what waits in the outbox laid over it. */
    ocorrencia: OcorrenciaView;
  }
}
