/** The sharing's part of the case: whom it was shared with, its tile's count and its operations. */
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { compartilhamentoHandlers } from './compartilhamento.routes';
import { loadCompartilhamentosDoCaso } from './compartilhamento.view';

export const compartilhamentoNoCaso = {
  // Whom the case was shared with is the members' business, not a justified reader's.
  carregar: async ({ db, caso, acesso }) => ({
    compartilhamentos: acesso === 'membro' ? await loadCompartilhamentosDoCaso(db, caso.id) : [],
  }),
  contar: (caso) => ({ compartilhamento: caso.compartilhamentos.length }),
  handlers: () => compartilhamentoHandlers,
} satisfies ParteDoCasoNoServidor;
