/**
 * The report's complementary notes, each under its author and time; the time is the phone's, and
 * when the server took the note much later, that is said too (a court reads both).
 */
import { recebidaEmSeparado } from '../caso/nota-recebida';
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { dataHoraPdf } from '../pdf/formato';
import type { Anotacao } from '../schemas/anotacoes';
import { offline } from './comum';

function recebida(nota: Anotacao): string {
  const em = offline(nota) ? null : recebidaEmSeparado(nota);
  return em ? ` (relógio do aparelho; recebida pelo servidor em ${dataHoraPdf(em)})` : '';
}

export const SECOES_ANOTACOES = [
  secaoDoRelatorio({
    secao: 'anotacoes',
    titulo: 'Anotações',
    ordem: 130,
    itens: (caso: { anotacoes: readonly Anotacao[] }) =>
      caso.anotacoes.map((a) => ({
        id: a.id,
        subtitulo: `${a.user.name} — ${dataHoraPdf(a.created_at)}${recebida(a)}`,
        linhas: [],
        texto: a.anotacao,
        offline: offline(a),
      })),
  }),
] as const;
