/** The croqui's part of the case: its tile's count and its operation. */
import { marcadoresDoCroqui } from '../../../shared/croqui';
import type { StaticMap } from '../../geo/static-map';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { croquiHandlers } from './croqui.routes';

export const croquiNoCaso = {
  // The croqui's markers, counted by the function that draws them (screen and report alike).
  contar: (caso) => ({ croqui: marcadoresDoCroqui(caso).length }),
  handlers: (d: { mapa: StaticMap }) => croquiHandlers(d.mapa),
} satisfies ParteDoCasoNoServidor;
