import type { Modulo } from '../modulo';

/** Meus Dados; login itself is bundled with the router. */
export const auth: Modulo = { telas: { UserEdit: () => import('./UserEditScreen') } };
