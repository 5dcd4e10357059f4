import { afterEach, describe, expect, it } from 'vitest';
import { localDateTime } from '../../lib/format';
import { agora, eventoForm, instanteLocal } from './acionamento-values';

const messages = (result: ReturnType<typeof eventoForm.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('the event form', () => {
  // A phone set to another zone (a SIM-less one keeps UTC) types and reads Paraíba's clock all the
  // same: the papers print that clock.
  const fusoDoProcesso = process.env.TZ;
  afterEach(() => {
    process.env.TZ = fusoDoProcesso;
  });
  const FUSOS = ['America/Fortaleza', 'UTC', 'America/Noronha', 'Asia/Tokyo'];

  it.each(FUSOS)('starts at Paraíba’s day and minute, on a phone set to %s', (fuso) => {
    process.env.TZ = fuso;
    expect(agora(new Date('2026-11-20T12:05:42Z'))).toEqual({ data: '2026-11-20', hora: '09:05' });
    // 23:30 in Paraíba is already the next day in UTC.
    expect(agora(new Date('2026-11-21T02:30:00Z'))).toEqual({ data: '2026-11-20', hora: '23:30' });
  });

  it.each(FUSOS)('sends the day and time typed as Paraíba’s instant, on a phone set to %s', (fuso) => {
    process.env.TZ = fuso;
    const parsed = eventoForm.parse({ id: 'x', tipo: 'Corpo Encontrado', data: '2026-11-20', hora: '22:30' });
    expect(parsed.horario).toBe('2026-11-21T01:30:00.000Z');
    expect(localDateTime(parsed.horario)).toBe('20/11/2026 22:30');
  });

  it('asks for the type and the time with the spec’s messages', () => {
    expect(messages(eventoForm.safeParse({ id: 'x', tipo: null, data: '', hora: '10:00' }))).toEqual({
      tipo: 'Selecione o tipo do evento',
      data: 'Selecione o horário do evento',
    });
    expect(
      messages(eventoForm.safeParse({ id: 'x', tipo: 'Corpo Encontrado', data: '2026-11-20', hora: '' })),
    ).toEqual({
      hora: 'Selecione o horário do evento',
    });
    expect(
      messages(
        eventoForm.safeParse({ id: 'x', tipo: 'Corpo Encontrado', data: '2026-02-30', hora: '10:00' }),
      ),
    ).toEqual({
      data: 'Horário inválido.',
    });
    // A year typed wrong is refused here, where the day is typed, not by the server afterwards.
    for (const data of ['0202-11-20', '2205-11-20']) {
      expect(
        messages(eventoForm.safeParse({ id: 'x', tipo: 'Corpo Encontrado', data, hora: '10:00' })),
      ).toEqual({
        data: 'Horário inválido.',
      });
    }
  });

  it('names no instant for a day or a time that does not exist', () => {
    expect(instanteLocal('2026-11-20', '24:00')).toBeNull();
    expect(instanteLocal('20/11/2026', '10:00')).toBeNull();
  });
});
