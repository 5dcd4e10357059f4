import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';

export const home: Modulo = { telas: { home: lazyScreen(() => import('./HomeScreen')) } };
