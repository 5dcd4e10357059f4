import type { Modulo } from '../modulo';

export const home: Modulo = { telas: { home: () => import('./HomeScreen') } };
