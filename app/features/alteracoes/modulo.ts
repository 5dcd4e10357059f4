import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';

/** The case's change history, field by field (issue 26). */
export const alteracoes: Modulo = { telas: { alteracoes: lazyScreen(() => import('./AlteracoesScreen')) } };
