import { describe, expect, it } from 'vitest';
import { COMPARECIMENTO_DISTANTE, COMPARECIMENTO_PASSADO, recusaDoComparecimento } from './comparecimento';

// 30/11/2026, 22:00 in Paraíba.
const AGORA = new Date('2026-12-01T01:00:00Z');

describe('the appearance a summons may name', () => {
  it('is later than now, on Paraíba’s clock, and within a year', () => {
    expect(recusaDoComparecimento('2026-12-01', '08:00', AGORA)).toBeNull();
    expect(recusaDoComparecimento('2026-11-30', '22:30', AGORA)).toBeNull();
    expect(recusaDoComparecimento('2027-11-30', '09:00', AGORA)).toBeNull();
  });

  it('refuses a time already gone, today’s included, and a year typed wrong either way', () => {
    expect(recusaDoComparecimento('2026-11-30', '21:59', AGORA)).toBe(COMPARECIMENTO_PASSADO);
    expect(recusaDoComparecimento('2025-12-01', '08:00', AGORA)).toBe(COMPARECIMENTO_PASSADO);
    expect(recusaDoComparecimento('2062-12-01', '08:00', AGORA)).toBe(COMPARECIMENTO_DISTANTE);
  });
});
