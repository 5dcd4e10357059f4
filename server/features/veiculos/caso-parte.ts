/** The vehicles' part of the case: its vehicles, its tile's count and its operations. */
import { eq } from 'drizzle-orm';
import { casos, veiculos } from '../../db/schema';
import { contagem } from '../../kit/contagem';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { loadVeiculosDoCaso } from './veiculo.view';
import { veiculosHandlers } from './veiculos.routes';

export const veiculosNoCaso = {
  carregar: async ({ db, caso }) => ({ veiculos: await loadVeiculosDoCaso(db, caso.id) }),
  contagensNoCabecalho: () => ({ veiculos: contagem(veiculos, eq(veiculos.casoId, casos.id)) }),
  handlers: () => veiculosHandlers,
} satisfies ParteDoCasoNoServidor;
