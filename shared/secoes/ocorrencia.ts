/**
 * Page 1 of the report (issue 42 item 2): what happened, when and where — the nature of the crime,
 * the date and time of the fact, the place, the unit and the responsible delegate, the numbers the
 * case is filed under, and the team's account of the fact.
 */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { naParaiba } from '../formatos/fuso';
import { dataHoraPdf, dataPdf, enderecoLinha } from '../pdf/formato';
import type { Acionamento } from '../schemas/acionamentos';
import type { Delegado } from '../schemas/equipe';
import type { LocalCrime } from '../schemas/locais';
import { boletinsLinha, type Ocorrencia, procedimentoLinha } from '../schemas/ocorrencia';
import type { PessoaCaso } from '../schemas/pessoa-caso';
import { usuarioComMatricula } from './comum';

/** The timeline's event that says when the fact happened. */
export const EVENTO_DO_FATO = 'Data/Hora do Acontecimento';

/** The fact's time proposed by the timeline: its event of the fact, else its first event. */
export function momentoDaCronologia(acionamentos: readonly Acionamento[]): Acionamento | null {
  return acionamentos.find((a) => a.tipo === EVENTO_DO_FATO) ?? acionamentos[0] ?? null;
}

/** An instant as the date and time inputs take it, on Paraíba's clock: ['2026-11-20', '21:30']. */
export function dataEHoraDe(instante: string): [string, string] {
  const iso = naParaiba(Date.parse(instante)).toISOString();
  return [iso.slice(0, 10), iso.slice(11, 16)];
}

/** The nature from the victims' typification, each once, in the victims' order. */
export function naturezaDasVitimas(vitimas: readonly PessoaCaso[]): string | null {
  const nomes = vitimas.flatMap((v) => (v.vitima?.crime ? [v.vitima.crime.nome_natureza] : []));
  return [...new Set(nomes)].join('; ') || null;
}

interface CasoDoResumo {
  identificador: string | null;
  user: { unidade: string | null };
  ocorrencia: Ocorrencia;
  vitimas: readonly PessoaCaso[];
  acionamentos: readonly Acionamento[];
  geolocalizacao_caso: readonly LocalCrime[];
  delegado: Delegado;
}

function quando(caso: CasoDoResumo): string | null {
  const { data_fato, hora_fato } = caso.ocorrencia;
  if (data_fato) return [dataPdf(data_fato), hora_fato].filter(Boolean).join(' ');
  const evento = momentoDaCronologia(caso.acionamentos);
  return evento ? `${dataHoraPdf(evento.horario)} (da cronologia: ${evento.tipo})` : null;
}

function natureza(caso: CasoDoResumo): [string, string | null][] {
  const tipificada = naturezaDasVitimas(caso.vitimas);
  const declarada = caso.ocorrencia.natureza;
  if (!tipificada) return [['Natureza', declarada]];
  return [
    ['Natureza', tipificada],
    ['Natureza declarada', declarada && declarada !== tipificada ? declarada : null],
  ];
}

export const SECOES_OCORRENCIA = [
  secaoDoRelatorio({
    secao: 'resumo',
    titulo: 'Resumo da ocorrência',
    ordem: 10,
    itens: (caso: CasoDoResumo) => {
      const local = caso.geolocalizacao_caso[0];
      return [
        {
          id: 'resumo',
          linhas: [
            ...natureza(caso),
            ['Data e hora do fato', quando(caso)],
            ['Local', local ? enderecoLinha(local) : null],
            ['Unidade', caso.user.unidade],
            [
              'Delegado responsável',
              caso.delegado ? usuarioComMatricula(caso.delegado) : 'Não há delegado na equipe do caso',
            ],
            ['Boletim de ocorrência', boletinsLinha(caso.ocorrencia.boletins)],
            ['Procedimento', procedimentoLinha(caso.ocorrencia)],
            ['Identificador no RIP', caso.identificador],
          ],
        },
        ...(caso.ocorrencia.historico
          ? [{ id: 'historico', titulo: 'Histórico do fato', linhas: [], texto: caso.ocorrencia.historico }]
          : []),
      ];
    },
  }),
] as const;
