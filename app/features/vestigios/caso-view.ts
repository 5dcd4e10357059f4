/** The evidence as its screen shows it (its part of the case view). */
import type { Midia, Vestigio } from '../../../shared/schemas/vestigios';
import type { Salvo } from '../casos/caso-view';

/** A media saved on the device carries its bytes until uploaded, for the screen's object URLs. */
export type MidiaView = Midia & { blob?: Blob | null; posterBlob?: Blob | null };
export type VestigioView = Salvo<Omit<Vestigio, 'midias'> & { midias: MidiaView[] }>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    vestigios: VestigioView[];
  }
}
