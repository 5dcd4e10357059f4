import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localDateTime } from './format';

describe('instants shown on the local clock', () => {
  const original = process.env.TZ;
  beforeAll(() => {
    // Paraíba: UTC-3 all year.
    process.env.TZ = 'America/Fortaleza';
  });
  afterAll(() => {
    process.env.TZ = original;
  });

  it('shows an evening case on its local day, not the next UTC day', () => {
    expect(localDate('2026-05-02T01:30:00.000Z')).toBe('01/05/2026');
    expect(localDate('2026-05-02T12:00:00.000Z')).toBe('02/05/2026');
  });

  it('adds the local hour and minute', () => {
    expect(localDateTime('2026-05-02T01:05:00.000Z')).toBe('01/05/2026 22:05');
    expect(localDateTime('2026-12-31T09:07:00-03:00')).toBe('31/12/2026 09:07');
  });
});
