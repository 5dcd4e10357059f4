/** The scene's location and the cameras as their screens show them (their part of the case view). */
import type { Camera, LocalCrime } from '../../../shared/schemas/locais';
import type { Salvo } from '../casos/caso-view';

export type LocalCrimeView = Salvo<LocalCrime>;
export type CameraView = Salvo<Camera>;

declare module '../casos/caso-view' {
  interface CamposDoCaso {
    geolocalizacao_caso: LocalCrimeView[];
    geolocalizacao_camera: CameraView[];
  }
}
