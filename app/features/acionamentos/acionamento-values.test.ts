import { describe, expect, it } from 'vitest';
import { agora, eventoForm, instanteLocal } from './acionamento-values';

const messages = (result: ReturnType<typeof eventoForm.safeParse>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('the event form', () => {
  it('starts at the device’s minute', () => {
    const now = new Date(2026, 10, 20, 9, 5, 42);
    expect(agora(now)).toEqual({ data: '2026-11-20', hora: '09:05' });
  });

  it('sends the local day and time as one instant', () => {
    const parsed = eventoForm.parse({ id: 'x', tipo: 'Corpo Encontrado', data: '2026-11-20', hora: '14:30' });
    expect(parsed.horario).toBe(new Date(2026, 10, 20, 14, 30).toISOString());
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
      hora: 'Horário inválido.',
    });
  });

  it('names no instant for a day or a time that does not exist', () => {
    expect(instanteLocal('2026-11-20', '24:00')).toBeNull();
    expect(instanteLocal('20/11/2026', '10:00')).toBeNull();
  });
});
