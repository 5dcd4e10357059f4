import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';

export const busca: Modulo = { telas: { search: lazyScreen(() => import('./BuscaScreen')) } };
