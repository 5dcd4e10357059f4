/** The vehicles as their screen shows them (their part of the case view). */
import type { Veiculo } from '../../../shared/schemas/veiculos';
import type { Salvo } from '../casos/caso-view';

export type VeiculoView = Salvo<Veiculo>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    veiculos: VeiculoView[];
  }
}
