import { describe, expect, it } from 'vitest';
import { ocorrencias, percentual } from './paleta';
import { filtroDe } from './periodo';

describe('the statistics tooltips', () => {
  it('give the rounded share of the whole, and 0% of nothing', () => {
    expect(percentual(1, 3)).toBe('33%');
    expect(percentual(2, 3)).toBe('67%');
    expect(percentual(5, 0)).toBe('0%');
  });

  it("write 'N ocorrências' as pt-BR writes numbers, singular for one", () => {
    expect(ocorrencias(1)).toBe('1 ocorrência');
    expect(ocorrencias(0)).toBe('0 ocorrências');
    expect(ocorrencias(12345)).toBe('12.345 ocorrências');
  });
});

describe('the period of the dashboard pages', () => {
  const unidade = 'e5ca0001-0000-4000-8000-000000000001';

  it('asks for whole months, the unit when one is chosen', () => {
    const agora = new Date('2026-11-26T15:00:00Z');
    expect(filtroDe({ periodo: 'tudo', unidadeId: null }, agora)).toEqual({});
    expect(filtroDe({ periodo: 'tudo', unidadeId: unidade }, agora)).toEqual({ unidade_id: unidade });
    expect(filtroDe({ periodo: '12m', unidadeId: null }, agora)).toEqual({ de: '2025-12', ate: '2026-11' });
    expect(filtroDe({ periodo: 'ano', unidadeId: unidade }, agora)).toEqual({
      de: '2026-01',
      ate: '2026-12',
      unidade_id: unidade,
    });
    expect(filtroDe({ periodo: 'ano-passado', unidadeId: null }, agora)).toEqual({
      de: '2025-01',
      ate: '2025-12',
    });
  });

  it("counts months on Paraíba's clock, whatever the phone's time zone", () => {
    // 01:30 UTC on New Year's Day is still 31 December, 22:30, in Paraíba.
    const virada = new Date('2027-01-01T01:30:00Z');
    expect(filtroDe({ periodo: 'ano', unidadeId: null }, virada)).toEqual({ de: '2026-01', ate: '2026-12' });
    expect(filtroDe({ periodo: '12m', unidadeId: null }, virada)).toEqual({ de: '2026-01', ate: '2026-12' });
    expect(filtroDe({ periodo: '12m', unidadeId: null }, new Date('2027-01-01T03:00:00Z'))).toEqual({
      de: '2026-02',
      ate: '2027-01',
    });
  });
});
