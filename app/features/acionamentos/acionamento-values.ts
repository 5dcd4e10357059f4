/**
 * What the event form holds — the type, and the day and time on Paraíba's clock — and how it
 * becomes the request: one instant, sent in UTC so the server never reads it in its own zone.
 */
import { z } from 'zod';
import { isIsoDate, todayIso } from '../../../shared/formatos/datas';
import { instanteNaParaiba, naParaiba } from '../../../shared/formatos/fuso';
import {
  type AcionamentoCreateRequest,
  acionamentoTipo,
  HORARIO_EVENTO_VAZIO,
} from '../../../shared/schemas/acionamentos';
import { anoAceito } from '../../../shared/schemas/instante';

export interface EventoValues {
  id: string;
  tipo: AcionamentoCreateRequest['tipo'] | null;
  /** yyyy-MM-dd, the date input's own format. */
  data: string;
  /** HH:mm. */
  hora: string;
}

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The day and minute now on Paraíba's clock, which the fields are read on (spec §5: the time defaults to now). */
export function agora(now = new Date()): Pick<EventoValues, 'data' | 'hora'> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const relogio = naParaiba(now.getTime());
  return { data: todayIso(now), hora: `${pad(relogio.getUTCHours())}:${pad(relogio.getUTCMinutes())}` };
}

export function novoEvento(now = new Date()): EventoValues {
  return { id: crypto.randomUUID(), tipo: null, ...agora(now) };
}

/**
 * The instant a day and time typed name, on Paraíba's clock whatever zone the phone is set to (the
 * papers read it there); null when either is missing or not a real one.
 */
export function instanteLocal(data: string, hora: string): Date | null {
  if (!isIsoDate(data) || !anoAceito(data) || !HORA.test(hora)) return null;
  const instante = instanteNaParaiba(data, hora);
  return Number.isNaN(instante.getTime()) ? null : instante;
}

// Every field is checked in one refinement, so a missing type and a missing time show together.
export const eventoForm = z
  .object({ id: z.string(), tipo: z.string().nullable(), data: z.string(), hora: z.string() })
  .superRefine((value, ctx) => {
    const tipo = acionamentoTipo.safeParse(value.tipo);
    if (!tipo.success) {
      ctx.addIssue({ code: 'custom', path: ['tipo'], message: tipo.error.issues[0]?.message ?? '' });
    }
    if (instanteLocal(value.data.trim(), value.hora.trim()) === null) {
      const vazio = !value.data.trim() || !value.hora.trim();
      // A year typed wrong (0202, 2205) is the day's fault, not the hour's.
      const diaRuim = !value.data.trim() || !isIsoDate(value.data.trim()) || !anoAceito(value.data.trim());
      ctx.addIssue({
        code: 'custom',
        path: [diaRuim ? 'data' : 'hora'],
        message: vazio ? HORARIO_EVENTO_VAZIO : 'Horário inválido.',
      });
    }
  })
  .transform((value): { id: string; tipo: NonNullable<EventoValues['tipo']>; horario: string } => ({
    id: value.id,
    tipo: value.tipo as NonNullable<EventoValues['tipo']>,
    horario: (instanteLocal(value.data.trim(), value.hora.trim()) as Date).toISOString(),
  }));
export type EventoOutput = z.output<typeof eventoForm>;
