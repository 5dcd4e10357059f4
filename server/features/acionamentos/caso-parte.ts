/** The timeline's part of the case: its events, its tile's count and its operations. */
import { eq } from 'drizzle-orm';
import { acionamentos, casos } from '../../db/schema';
import { contagem } from '../../kit/contagem';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { loadAcionamentosDoCaso } from './acionamento.view';
import { acionamentosHandlers } from './acionamentos.routes';

export const acionamentosNoCaso = {
  carregar: async ({ db, caso }) => ({ acionamentos: await loadAcionamentosDoCaso(db, caso.id) }),
  contagensNoCabecalho: () => ({ acionamentos: contagem(acionamentos, eq(acionamentos.casoId, casos.id)) }),
  handlers: () => acionamentosHandlers,
} satisfies ParteDoCasoNoServidor;
