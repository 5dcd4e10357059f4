/** The report's part of the case: what its toggles left out, the summons, its tile and its operations. */
import { type ContagensSemRelatorio, progressoRelatorio } from '../../../shared/relatorio';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { relatorioHandlers } from './relatorio.routes';
import type { EmissaoDeps } from './relatorio.service';
import { loadExclusoesDoCaso, loadIntimacoesDoCaso } from './relatorio.view';

export const relatorioNoCaso = {
  carregar: async ({ db, caso }) => ({
    relatorio_exclusoes: await loadExclusoesDoCaso(db, caso.id),
    intimacoes: await loadIntimacoesDoCaso(db, caso.id),
  }),
  // The tile shows how many of the report's items the other tiles fill.
  resumir: (contagens) => ({ relatorio: progressoRelatorio(contagens as ContagensSemRelatorio) }),
  handlers: (d: EmissaoDeps) => relatorioHandlers(d),
} satisfies ParteDoCasoNoServidor;
