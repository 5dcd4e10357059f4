import type { Modulo } from '../modulo';

export const perfil: Modulo = { telas: { perfil: () => import('./PerfilScreen') } };
