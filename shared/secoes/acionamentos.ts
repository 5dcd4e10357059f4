/**
 * The report's timeline: each event at its time, in the timeline's order, with when it was
 * recorded (the time an officer states and the moment the system took it down are both evidence),
 * and the times a reader should check — the screen's warnings, on the paper that goes to court.
 */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { avisosCronologia, depoisDoRegistro } from '../cronologia';
import { dataHoraPdf } from '../pdf/formato';
import type { Acionamento } from '../schemas/acionamentos';

/** An event as the report reads it; one still in the device's queue has no moment of the system's. */
type Evento = Acionamento & { offline?: boolean };

const registro = (a: Evento) =>
  a.offline
    ? `na fila do aparelho desde ${dataHoraPdf(a.momento)}`
    : `registrado em ${dataHoraPdf(a.momento)}`;

function horariosAConferir(acionamentos: readonly Evento[]): string[] {
  const porId = new Map(acionamentos.map((a) => [a.id, a]));
  const doEvento = (a: Evento) => `${dataHoraPdf(a.horario)} ${a.tipo}`;
  return [
    ...avisosCronologia(acionamentos, null).flatMap((aviso) => {
      const evento = porId.get(aviso.eventoId);
      const referencia = aviso.referencia && ` (${dataHoraPdf(aviso.referencia.horario)})`;
      return evento ? [`${doEvento(evento)}: ${aviso.texto.replace(/\.$/, '')}${referencia ?? ''}.`] : [];
    }),
    ...depoisDoRegistro(acionamentos.filter((a) => !a.offline)).map(
      (a) => `${doEvento(a)}: horário depois do momento em que foi registrado (${dataHoraPdf(a.momento)}).`,
    ),
  ];
}

export const SECOES_ACIONAMENTOS = [
  secaoDoRelatorio({
    secao: 'cronologia',
    titulo: 'Cronologia',
    ordem: 30,
    itens: (caso: { acionamentos: readonly Evento[] }) => {
      if (caso.acionamentos.length === 0) return [];
      const aConferir = horariosAConferir(caso.acionamentos);
      return [
        {
          id: 'cronologia',
          linhas: caso.acionamentos.map(
            (a) => [dataHoraPdf(a.horario), `${a.tipo} (${registro(a)})`] as const,
          ),
          ...(aConferir.length > 0
            ? { texto: 'Horários a conferir (cada evento é registrado como informado):', lista: aConferir }
            : {}),
        },
      ];
    },
  }),
] as const;
