import type { Modulo } from '../modulo';

/** The case's change history, field by field (issue 26). */
export const alteracoes: Modulo = { telas: { alteracoes: () => import('./AlteracoesScreen') } };
