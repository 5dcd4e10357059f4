import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';

export const perfil: Modulo = { telas: { perfil: lazyScreen(() => import('./PerfilScreen')) } };
