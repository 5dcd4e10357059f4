/** The means' part of the case: its means, its tile's count and its operations. */
import { eq } from 'drizzle-orm';
import { casos, meios } from '../../db/schema';
import { contagem } from '../../kit/contagem';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { loadMeiosDoCaso } from './meio.view';
import { meiosHandlers } from './meios.routes';

export const meiosNoCaso = {
  carregar: async ({ db, caso }) => ({ meios: await loadMeiosDoCaso(db, caso.id) }),
  contagensNoCabecalho: () => ({ meios: contagem(meios, eq(meios.casoId, casos.id)) }),
  handlers: () => meiosHandlers,
} satisfies ParteDoCasoNoServidor;
