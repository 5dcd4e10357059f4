import type { Modulo } from '../modulo';

/** 'Meus aparelhos' (issue 43); the lost device's screen is drawn by the router, in place of login. */
export const aparelhos: Modulo = { telas: { aparelhos: () => import('./MeusAparelhosScreen') } };
