/** The report's timeline: what the server recorded and what is only on the phone, said apart. */
import { describe, expect, it } from 'vitest';
import { SECOES_ACIONAMENTOS } from './acionamentos';

const [secao] = SECOES_ACIONAMENTOS;
const autor = { name: 'Carla Investigadora', matricula: '1000003' };
const evento = (tipo: string, horario: string, momento: string, offline?: boolean) => ({
  id: `${tipo}-${horario}`,
  tipo,
  horario,
  momento,
  user: autor,
  versao: 1,
  ...(offline === undefined ? {} : { offline }),
});

describe('the report timeline', () => {
  it("says which moment is the system's and which is the phone's, and judges only the system's", () => {
    const [item] = secao.itens({
      acionamentos: [
        evento('Acionamento da Perícia', '2026-11-30T05:00:00.000Z', '2026-11-30T05:01:00.000Z'),
        // Stated three hours after the phone queued it: the phone's clock is no record of anything.
        evento('Chegada da Perícia', '2026-11-30T08:00:00.000Z', '2026-11-30T05:02:00.000Z', true),
      ] as never,
    });
    const linhas = item?.linhas.map(([, valor]) => valor);
    expect(linhas?.[0]).toMatch(/^Acionamento da Perícia \(registrado em \d\d\/\d\d\/2026 \d\d:\d\d\)$/);
    expect(linhas?.[1]).toMatch(
      /^Chegada da Perícia \(na fila do aparelho desde \d\d\/\d\d\/2026 \d\d:\d\d\)$/,
    );
    expect(item?.lista ?? []).toEqual([]);
  });

  it('lists a time stated after the moment the server recorded it', () => {
    const [item] = secao.itens({
      acionamentos: [
        evento('Chegada da Perícia', '2026-11-30T08:00:00.000Z', '2026-11-30T05:02:00.000Z'),
      ] as never,
    });
    expect(item?.lista).toEqual([
      expect.stringMatching(/Chegada da Perícia: horário depois do momento em que foi registrado \(/),
    ]);
  });
});
