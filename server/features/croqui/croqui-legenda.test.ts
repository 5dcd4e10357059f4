import { describe, expect, it } from 'vitest';
import type { CroquiMarcador } from '../../../shared/croqui';
import { legendaDoCroqui } from './croqui-legenda';

const veiculo = (n: number, titulo = `Veículo ABC${1000 + n} — Fiat Uno`): CroquiMarcador => ({
  id: `v${n}`,
  tipo: 'veiculo',
  coordenadas: [-34.845, -7.118],
  sigla: `V${n}`,
  titulo,
  linhas: [],
  midia: null,
  offline: false,
});

const texto = (legenda: ReturnType<typeof legendaDoCroqui>) => legenda?.svg.toString() ?? '';

describe('the croqui legend', () => {
  it('names every vehicle when they fit', () => {
    const legenda = legendaDoCroqui([veiculo(1), veiculo(2)], 660, 280);
    expect(texto(legenda)).toContain('Veículo ABC1001 — Fiat Uno');
    expect(texto(legenda)).not.toContain('e mais');
    expect(legenda?.altura).toBe(8 * 2 + 26);
  });

  it('keeps within its height: the first vehicles, then how many more', () => {
    const legenda = legendaDoCroqui(
      Array.from({ length: 40 }, (_, n) => veiculo(n)),
      660,
      280,
    );
    expect(legenda?.altura).toBeLessThanOrEqual(280);
    expect(texto(legenda)).toContain('Veículo ABC1000 — Fiat Uno');
    expect(texto(legenda)).toMatch(/e mais \d+</);
  });

  it('prints typed text as text, not markup', () => {
    expect(texto(legendaDoCroqui([veiculo(1, 'Fiat & Uno <G5>')], 660, 280))).toContain(
      'Fiat &amp; Uno &lt;G5&gt;',
    );
  });
});
