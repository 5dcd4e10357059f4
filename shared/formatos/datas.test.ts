import { describe, expect, it } from 'vitest';
import { formatDate, idade, isIsoDate, todayIso } from './datas';

describe('dates', () => {
  it('shows ISO dates as dd/MM/yyyy without shifting the day', () => {
    expect(formatDate('1990-05-17')).toBe('17/05/1990');
    expect(formatDate('2026-11-20T02:30:00.000Z')).toBe('20/11/2026');
    expect(formatDate(null)).toBe('');
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('17/05/1990')).toBe(false);
  });

  it('computes age in whole years, counting the birthday itself', () => {
    expect(idade('1990-05-17', '2026-05-16')).toBe(35);
    expect(idade('1990-05-17', '2026-05-17')).toBe(36);
    expect(idade('2030-01-01', '2026-05-17')).toBeNull();
    expect(idade(null, '2026-05-17')).toBeNull();
  });

  it("gives Paraíba's day, not UTC's nor the machine's", () => {
    expect(todayIso(new Date('2026-01-06T02:59:00Z'))).toBe('2026-01-05');
    expect(todayIso(new Date('2026-01-06T03:00:00Z'))).toBe('2026-01-06');
  });
});
