import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';

/** Meus Dados; login itself is bundled with the router. */
export const auth: Modulo = { telas: { UserEdit: lazyScreen(() => import('./UserEditScreen')) } };
