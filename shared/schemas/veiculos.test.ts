import { describe, expect, it } from 'vitest';
import { chaveDaPlaca, placaImpressa, placaNormalizada, renavamValido } from './veiculos';

describe('a vehicle’s plate and RENAVAM', () => {
  it('reads a plate in both formats, as typed, and prints the older one with its hyphen', () => {
    expect(placaNormalizada('abc1d23')).toBe('ABC1D23');
    expect(placaNormalizada('ABC-1234')).toBe('ABC1234');
    expect(placaNormalizada('abc 1234')).toBe('ABC1234');
    for (const errada of ['AB1234', 'ABC12345', 'ABC1DD3', '1BC1D23', 'ABC-1D2']) {
      expect(placaNormalizada(errada), errada).toBeNull();
    }
    expect(placaImpressa('ABC1234')).toBe('ABC-1234');
    expect(placaImpressa('ABC1D23')).toBe('ABC1D23');
  });

  it('searches an older plate and its Mercosul form as one car (second digit as a letter)', () => {
    expect(chaveDaPlaca('ABC1234')).toBe('ABC1C34');
    expect(chaveDaPlaca('ABC1C34')).toBe('ABC1C34');
    expect(chaveDaPlaca('XYZ9087')).toBe('XYZ9A87');
  });

  it('checks the RENAVAM check digit as DENATRAN publishes it', () => {
    expect(renavamValido('00639884962')).toBe(true);
    expect(renavamValido('86769597308')).toBe(true);
    expect(renavamValido('12345678900')).toBe(true);
    expect(renavamValido('00639884963')).toBe(false);
    expect(renavamValido('0063988496')).toBe(false);
  });
});
