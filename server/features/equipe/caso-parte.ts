/** The team's part of the case: its members and delegate, its tile's count and its operations. */
import { and, eq } from 'drizzle-orm';
import { casos, equipeMembros } from '../../db/schema';
import { contagem } from '../../kit/contagem';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { equipeHandlers } from './equipe.routes';
import { loadEquipeDoCaso } from './equipe.view';

export const equipeNoCaso = {
  carregar: ({ db, caso }) => loadEquipeDoCaso(db, caso.id),
  contagensNoCabecalho: () => ({
    equipe: contagem(
      equipeMembros,
      and(eq(equipeMembros.casoId, casos.id), eq(equipeMembros.origem, 'equipe')),
    ),
  }),
  handlers: () => equipeHandlers,
} satisfies ParteDoCasoNoServidor;
