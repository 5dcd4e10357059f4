/** The team's part of the case: its members and delegate, its tile's count and its operations. */
import { and, eq } from 'drizzle-orm';
import { casos, equipeMembros } from '../../db/schema';
import { contagem } from '../../kit/contagem';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { equipeHandlers } from './equipe.routes';
import { loadEquipeDoCaso, podeAlterarEquipe } from './equipe.view';

export const equipeNoCaso = {
  carregar: async ({ ctx, db, caso, policy }) => {
    const lida = await loadEquipeDoCaso(db, caso.id);
    return { ...lida, pode_alterar_equipe: podeAlterarEquipe(ctx, caso, policy, lida.equipe) };
  },
  contagensNoCabecalho: () => ({
    equipe: contagem(
      equipeMembros,
      and(eq(equipeMembros.casoId, casos.id), eq(equipeMembros.origem, 'equipe')),
    ),
  }),
  handlers: () => equipeHandlers,
} satisfies ParteDoCasoNoServidor;
