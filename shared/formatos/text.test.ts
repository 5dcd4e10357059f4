import { describe, expect, it } from 'vitest';
import { formatTelefone, matriculaDigits, normalizeSpaces, onlyDigits, titleCase } from './text';

describe('titleCase (spec §5)', () => {
  it('capitalises each word and keeps de/da/do/dos/das lowercase', () => {
    expect(titleCase('caso DO joão da silva')).toBe('Caso do João da Silva');
    expect(titleCase('rua dos ipês das flores de maio')).toBe('Rua dos Ipês das Flores de Maio');
  });

  it('capitalises a particle that opens the text', () => {
    expect(titleCase('da silva')).toBe('Da Silva');
  });

  it('collapses spaces and handles accents and hyphens', () => {
    expect(titleCase('  ÁGUA   fria ')).toBe('Água Fria');
    expect(titleCase('maria-clara')).toBe('Maria-Clara');
  });

  it('does not treat words that merely start with a particle as particles', () => {
    expect(titleCase('dona dora')).toBe('Dona Dora');
  });
});

describe('matriculaDigits', () => {
  it('keeps the digits of a pasted matrícula, at most seven', () => {
    expect(matriculaDigits('100.000-3')).toBe('1000003');
    expect(matriculaDigits('12345678901')).toBe('1234567');
  });
});

describe('normalizeSpaces and onlyDigits', () => {
  it('trim and collapse, keep digits', () => {
    expect(normalizeSpaces(' a \t b ')).toBe('a b');
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
  });
});

describe('formatTelefone', () => {
  it('punctuates a mobile and a landline with their area code, as typed or already punctuated', () => {
    expect(formatTelefone('83999998888')).toBe('(83) 99999-8888');
    expect(formatTelefone('83 3218-1000')).toBe('(83) 3218-1000');
    expect(formatTelefone('(83) 99999-8888')).toBe('(83) 99999-8888');
  });

  it('leaves what is not a Brazilian number with its area code as typed', () => {
    expect(formatTelefone('99999-8888')).toBe('99999-8888');
    expect(formatTelefone('+351 912 345 678')).toBe('+351 912 345 678');
  });
});
