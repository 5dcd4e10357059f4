/** The report's complementary notes, each under its author and time. */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { dataHoraPdf } from '../pdf/formato';
import type { Anotacao } from '../schemas/anotacoes';
import { offline } from './comum';

export const SECOES_ANOTACOES = [
  secaoDoRelatorio({
    secao: 'anotacoes',
    titulo: 'Anotações',
    ordem: 130,
    itens: (caso: { anotacoes: readonly Anotacao[] }) =>
      caso.anotacoes.map((a) => ({
        id: a.id,
        subtitulo: `${a.user.name} — ${dataHoraPdf(a.created_at)}`,
        linhas: [],
        texto: a.anotacao,
        offline: offline(a),
      })),
  }),
] as const;
