import { describe, expect, it } from 'vitest';
import { meio } from '../../../shared/schemas/meios';
import type { OutboxRequest } from '../../offline/db';
import { casoWithPending } from '../casos/caso-view';
import { CASO_ID, casoDoServidor, contextoDeTeste, pendente } from '../casos/test-caso';
import { PARTES_DO_CASO } from '../modulos';

const context = contextoDeTeste();

const request = (op: OutboxRequest['op'], input: unknown) =>
  pendente(op, input, Date.parse('2026-11-20T13:00:00.000Z'));

const SALVO = {
  id: 'd0000000-0000-4000-8000-000000000001',
  versao: 1,
  instrumento_crime: 'Arma Branca',
  outro_instrumento_crime: null,
  calibres: [],
  meio_transporte: 'A pé',
  rota_chegada_suspeito: null,
  rota_fuga_suspeito: null,
  anotacao_meio: null,
  numero_serie: null,
  lacre: null,
  deposito_local: null,
  deposito_data: null,
  user: { name: 'Bruno Delegado', matricula: '1000002' },
  created_at: '2026-11-20T12:00:00.000Z',
} as const;

describe('means saved on the device', () => {
  it('show after the server’s, as the list will read them, counted on the hub and in the report', () => {
    const id = crypto.randomUUID();
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      casoDoServidor({ meios: [{ ...SALVO, calibres: [] }] }),
      [
        request('createMeio', {
          params: { casoId: CASO_ID },
          body: {
            id,
            instrumento_crime: 'Arma de Fogo',
            outro_instrumento_crime: 'não vale sem Outro',
            calibres: ['0.38', '12'],
            meio_transporte: '',
            rota_fuga_suspeito: 'Pela praia',
          },
        }),
      ],
      context,
    );
    expect(view?.meios.map((m) => [m.instrumento_crime, m.offline])).toEqual([
      ['Arma Branca', false],
      ['Arma de Fogo', true],
    ]);
    const novo = view?.meios[1];
    expect(meio.safeParse(novo).success).toBe(true);
    expect(novo).toMatchObject({
      id,
      outro_instrumento_crime: null,
      calibres: ['0.38', '12'],
      meio_transporte: 'Desconhecido',
      rota_fuga_suspeito: 'Pela praia',
      user: { name: 'Carla Investigadora', matricula: '1000003' },
      created_at: '2026-11-20T13:00:00.000Z',
    });
    expect(view?.contagens.meios).toBe(2);
    expect(view?.contagens.relatorio).toBe(1);
  });

  it('a delete waiting on the device hides the means at once', () => {
    const view = casoWithPending(
      PARTES_DO_CASO,
      CASO_ID,
      casoDoServidor({ meios: [{ ...SALVO, calibres: [] }] }),
      [request('deleteMeio', { params: { casoId: CASO_ID, meioId: SALVO.id } })],
      context,
    );
    expect(view?.meios).toEqual([]);
    expect(view?.contagens.meios).toBe(0);
  });
});
