/**
 * What a feature declares, once, in its own folder (`<área>/modulo.ts`): its screens by route name
 * and, for a case feature, its part of the case (overlay, marked fields, hub tiles). The modules are
 * listed in modulos.ts, one line each; the router, the case and its hub go through that list.
 */
import type { ComponentType } from 'react';
import type { ScreenName } from '../../shared/routes';
import type { ParteDoCaso } from './casos/caso-view';

/** Login and the public report check are drawn outside the app's frame, by the router itself. */
export type TelaDoModulo = Exclude<ScreenName, 'login' | 'verificar'>;

export interface Modulo {
  /** How to load each screen: on demand, so that login's bundle stays light. */
  telas?: Partial<Record<TelaDoModulo, () => Promise<{ default: ComponentType }>>>;
  caso?: ParteDoCaso;
}
