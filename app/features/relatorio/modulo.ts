import { IconReportAnalytics } from '@tabler/icons-react';
import { progressoRelatorio, RELATORIO_ITENS } from '../../../shared/relatorio';
import type { Modulo } from '../modulo';
import { relatorioOverlay } from './caso-overlay';

/** The report: its screen, its progress over the other tiles (spec §4 Report progress). */
export const relatorio: Modulo = {
  telas: { relatorio: () => import('./RelatorioScreen') },
  caso: {
    overlay: relatorioOverlay,
    tiles: [
      {
        tile: 'relatorio',
        rotulo: 'Relatório',
        icone: IconReportAnalytics,
        contarDasOutras: progressoRelatorio,
        badge: (preenchidos) => `${preenchidos}/${RELATORIO_ITENS}`,
      },
    ],
  },
};
