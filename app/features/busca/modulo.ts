import type { Modulo } from '../modulo';

export const busca: Modulo = { telas: { search: () => import('./BuscaScreen') } };
