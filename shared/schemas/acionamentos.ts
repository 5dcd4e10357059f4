/**
 * The timeline of the case (Cronologia): when each call-out, arrival and departure happened (spec
 * §2.3 Timeline, §3 'Timeline event', §5 Event, §9). `horario` is what the officer states; `momento`
 * is when the server recorded it.
 */
import { z } from 'zod';
import { ACIONAMENTO_TIPOS } from '../options-caso';
import { autor, uuid } from './common';
import { instante } from './instante';
import { versao } from './versao';

/** Spec §5 Event. */
export const TIPO_EVENTO_VAZIO = 'Selecione o tipo do evento';
export const HORARIO_EVENTO_VAZIO = 'Selecione o horário do evento';

export const acionamentoTipo = z
  .enum(ACIONAMENTO_TIPOS, { message: TIPO_EVENTO_VAZIO })
  .nullish()
  .pipe(z.enum(ACIONAMENTO_TIPOS, { message: TIPO_EVENTO_VAZIO }));

/** An instant with its offset, so the officer's local clock travels with it. */
export const acionamentoHorario = z
  .string({ message: HORARIO_EVENTO_VAZIO })
  .trim()
  .min(1, { message: HORARIO_EVENTO_VAZIO, abort: true })
  .pipe(instante('Horário inválido.'));

export const acionamentoCreateRequest = z
  .object({ id: uuid, tipo: acionamentoTipo, horario: acionamentoHorario })
  .meta({ id: 'AcionamentoCreateRequest' });
export type AcionamentoCreateRequest = z.input<typeof acionamentoCreateRequest>;

export const acionamento = z
  .object({
    id: uuid,
    tipo: z.enum(ACIONAMENTO_TIPOS),
    horario: z.iso.datetime({ offset: true }),
    /** When the server recorded the event (spec §3: the create answers the recorded moment). */
    momento: z.iso.datetime({ offset: true }),
    user: autor,
    /** Issue 26: what an edit or delete of this record names as its base (shared/schemas/versao.ts). */
    versao,
  })
  .meta({ id: 'Acionamento' });
export type Acionamento = z.infer<typeof acionamento>;
