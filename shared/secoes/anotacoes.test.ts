/** The report's notes: the phone's time of writing, and the server's receipt when it came much later. */
import { describe, expect, it } from 'vitest';
import { SECOES_ANOTACOES } from './anotacoes';

const [secao] = SECOES_ANOTACOES;
const nota = (id: string, created_at: string, recebida_em: string, offline?: boolean) => ({
  id,
  anotacao: `texto ${id}`,
  caso_id: '00000000-0000-4000-8000-000000000001',
  user: { name: 'Carla Investigadora', matricula: '1000003' },
  created_at,
  updated_at: created_at,
  recebida_em,
  pode_editar: false,
  versao: 1,
  ...(offline === undefined ? {} : { offline }),
});

describe('the report notes', () => {
  it('print the server’s receipt beside the phone’s time only when the two are apart', () => {
    const itens = secao.itens({
      anotacoes: [
        // Sent at once: seconds apart, one time.
        nota('a', '2026-11-30T05:00:00.000Z', '2026-11-30T05:00:04.000Z'),
        // Written offline at 02:00 in Paraíba, taken by the server at 05:30.
        nota('b', '2026-11-30T05:00:00.000Z', '2026-11-30T08:30:00.000Z'),
        // Still on the phone: nothing was received.
        nota('c', '2026-11-30T05:00:00.000Z', '2026-11-30T05:00:00.000Z', true),
      ],
    });
    expect(itens.map((item) => item.subtitulo)).toEqual([
      'Carla Investigadora — 30/11/2026 02:00',
      'Carla Investigadora — 30/11/2026 02:00 (relógio do aparelho; recebida pelo servidor em 30/11/2026 05:30)',
      'Carla Investigadora — 30/11/2026 02:00',
    ]);
  });
});
