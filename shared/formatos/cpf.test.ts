import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeCpf, formatCpf, isValidCpf } from './cpf';

/** Builds a valid CPF from 9 base digits, independently of the validator under test. */
function withCheckDigits(base: number[]): string {
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

describe('isValidCpf', () => {
  it('accepts known valid CPFs, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('accepts every CPF built with correct check digits and refuses any changed check digit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (base) => {
        fc.pre(new Set(base).size > 1);
        const cpf = withCheckDigits(base);
        expect(isValidCpf(cpf)).toBe(true);
        const wrong = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
        expect(isValidCpf(wrong)).toBe(false);
      }),
    );
  });

  it('completes nine digits with the check digits the independent rule above gives', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (base) => {
        expect(completeCpf(base.join(''))).toBe(withCheckDigits(base));
      }),
    );
  });

  it('formats 11 digits as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
  });
});
