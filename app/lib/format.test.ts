import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localDateTime } from './format';

describe('instants shown on Paraíba’s clock, whatever zone the phone is set to', () => {
  const original = process.env.TZ;
  beforeAll(() => {
    // Far from Paraíba's UTC−3: what is shown must not follow it.
    process.env.TZ = 'Asia/Tokyo';
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it('shows an evening case on its day in Paraíba, not the next UTC day', () => {
    expect(localDate('2026-05-02T01:30:00.000Z')).toBe('01/05/2026');
    expect(localDate('2026-05-02T12:00:00.000Z')).toBe('02/05/2026');
  });

  it('adds Paraíba’s hour and minute', () => {
    expect(localDateTime('2026-05-02T01:05:00.000Z')).toBe('01/05/2026 22:05');
    expect(localDateTime('2026-12-31T09:07:00-03:00')).toBe('31/12/2026 09:07');
  });
});
