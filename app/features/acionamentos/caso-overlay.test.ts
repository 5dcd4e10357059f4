import { describe, expect, it } from 'vitest';
import { acionamento } from '../../../shared/schemas/acionamentos';
import type { OutboxRequest } from '../../offline/db';
import { casoWithPending } from '../casos/caso-view';
import { CASO_ID, casoDoServidor, contextoDeTeste, pendente } from '../casos/test-caso';
import { PARTES_DO_CASO } from '../modulos';

const context = contextoDeTeste();

const request = (op: OutboxRequest['op'], input: unknown) =>
  pendente(op, input, Date.parse('2026-11-20T18:00:00.000Z'));

const evento = (id: string, tipo: string, horario: string) =>
  ({
    id,
    tipo,
    horario,
    momento: '2026-11-20T17:00:00.000Z',
    user: { name: 'Bruno Delegado', matricula: '1000002' },
  }) as const;

const servidor = casoDoServidor({
  acionamentos: [
    evento(
      'e0000000-0000-4000-8000-000000000001',
      'Acionamento da Polícia Civil',
      '2026-11-20T13:00:00.000Z',
    ),
    evento('e0000000-0000-4000-8000-000000000002', 'Chegada da Polícia Civil', '2026-11-20T14:00:00.000Z'),
  ] as never,
});

describe('timeline events recorded on the device', () => {
  it('take their place in the chronological order, marked offline, and count', () => {
    const id = crypto.randomUUID();
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      servidor,
      [
        request('createAcionamento', {
          params: { casoId: CASO_ID },
          body: { id, tipo: 'Acionamento da Perícia', horario: '2026-11-20T10:30:00-03:00' },
        }),
      ],
      context,
    );
    expect(view?.acionamentos.map((e) => [e.tipo, e.offline])).toEqual([
      ['Acionamento da Polícia Civil', false],
      ['Acionamento da Perícia', true],
      ['Chegada da Polícia Civil', false],
    ]);
    const novo = view?.acionamentos[1];
    expect(acionamento.safeParse(novo).success).toBe(true);
    expect(novo).toMatchObject({
      horario: '2026-11-20T13:30:00.000Z',
      momento: '2026-11-20T18:00:00.000Z',
      user: { name: 'Carla Investigadora' },
    });
    expect(view?.contagens.acionamentos).toBe(3);
    expect(view?.contagens.relatorio).toBe(1);
  });

  it('a delete waiting on the device removes the event at once; a refused body shows nothing', () => {
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      servidor,
      [
        request('deleteAcionamento', {
          params: { casoId: CASO_ID, acionamentoId: 'e0000000-0000-4000-8000-000000000001' },
        }),
        request('createAcionamento', {
          params: { casoId: CASO_ID },
          body: { id: crypto.randomUUID(), tipo: null, horario: '' },
        }),
      ],
      context,
    );
    expect(view?.acionamentos.map((e) => e.tipo)).toEqual(['Chegada da Polícia Civil']);
    expect(view?.contagens.acionamentos).toBe(1);
  });
});
