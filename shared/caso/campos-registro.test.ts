import { describe, expect, it } from 'vitest';
import { mesmoValor } from './campos-registro';

const comoGuardado = (value: unknown) => value ?? null;

describe('mesmoValor', () => {
  it('compares parts whatever the order of their keys, an absent value as null', () => {
    expect(mesmoValor({ a: 1, b: 'x' }, { b: 'x', a: 1 }, comoGuardado)).toBe(true);
    expect(mesmoValor({ a: undefined }, { a: null }, comoGuardado)).toBe(true);
    expect(mesmoValor({ a: 'x' }, { a: 'y' }, comoGuardado)).toBe(false);
  });

  it('sees no difference in direction marks a value stored before they were dropped still holds', () => {
    const guardado = { telefone: '\u202A(83) 99999-0000\u202C', nome: 'Maria \u202Eavlis' };
    expect(mesmoValor(guardado, { telefone: '(83) 99999-0000', nome: 'Maria avlis' }, comoGuardado)).toBe(
      true,
    );
    expect(mesmoValor(guardado, { telefone: '(83) 99999-0001', nome: 'Maria avlis' }, comoGuardado)).toBe(
      false,
    );
  });
});
