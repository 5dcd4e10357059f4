/** The report's timeline: each event at its time, in the timeline's order. */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { dataHoraPdf } from '../pdf/formato';
import type { Acionamento } from '../schemas/acionamentos';

export const SECOES_ACIONAMENTOS = [
  secaoDoRelatorio({
    secao: 'cronologia',
    titulo: 'Cronologia',
    ordem: 30,
    itens: (caso: { acionamentos: readonly Acionamento[] }) =>
      caso.acionamentos.length === 0
        ? []
        : [
            {
              id: 'cronologia',
              linhas: caso.acionamentos.map((a) => [dataHoraPdf(a.horario), a.tipo] as const),
            },
          ],
  }),
] as const;
