/** The notes' part of the case: its notes and video note, its tile's count and its operations. */
import { eq } from 'drizzle-orm';
import { podeEditarNota } from '../../auth/caso-politica';
import { anotacoes, casos } from '../../db/schema';
import { contagem } from '../../kit/contagem';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { loadAnotacoesDoCaso, loadVideoNota } from './anotacao.view';
import { anotacoesHandlers } from './anotacoes.routes';

export const anotacoesNoCaso = {
  carregar: async ({ ctx, db, caso, policy }) => ({
    anotacoes: await loadAnotacoesDoCaso(db, caso.id, podeEditarNota(ctx, policy)),
    video_nota: await loadVideoNota(db, caso.id),
  }),
  contagensNoCabecalho: () => ({
    anotacaoComplementar: contagem(anotacoes, eq(anotacoes.casoId, casos.id)),
  }),
  handlers: () => anotacoesHandlers,
} satisfies ParteDoCasoNoServidor;
