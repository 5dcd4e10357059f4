/** The occurrence's part of the case: its one record and its operation. */
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { ocorrenciaHandlers } from './ocorrencia.routes';
import { loadOcorrencia } from './ocorrencia.view';

export const ocorrenciaNoCaso = {
  carregar: async ({ db, caso }) => ({ ocorrencia: await loadOcorrencia(db, caso.id) }),
  // Filled or not, it is one record: the hub's tile counts the numbers it holds.
  contar: (caso) => ({
    ocorrencia: caso.ocorrencia.boletins.length + (caso.ocorrencia.procedimento_numero ? 1 : 0),
  }),
  handlers: () => ocorrenciaHandlers,
} satisfies ParteDoCasoNoServidor;
