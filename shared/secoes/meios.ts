/** The report's means and instruments of the crime. */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { dataPdf } from '../pdf/formato';
import { linhasDaApreensao } from '../schemas/apreensao';
import type { Meio } from '../schemas/meios';
import { offline } from './comum';

export const SECOES_MEIOS = [
  secaoDoRelatorio({
    secao: 'meios',
    titulo: 'Meios e instrumentos',
    ordem: 60,
    itens: (caso: { meios: readonly Meio[] }) =>
      caso.meios.map((m, i) => ({
        id: m.id,
        titulo: `Meio ${i + 1}: ${m.instrumento_crime === 'Outro' ? m.outro_instrumento_crime : m.instrumento_crime}`,
        linhas: [
          ['Calibres', m.calibres.join(', ')],
          ['Transporte', m.meio_transporte],
          ['Rota de chegada', m.rota_chegada_suspeito],
          ['Rota de fuga', m.rota_fuga_suspeito],
          ['Anotação', m.anotacao_meio],
          ...linhasDaApreensao(m, dataPdf),
        ],
        offline: offline(m),
      })),
  }),
] as const;
