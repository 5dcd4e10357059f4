import { describe, expect, it } from 'vitest';
import { logQuery } from './logs';

describe('the log filter', () => {
  it('refuses a day that does not exist, which the database would refuse with a 500', () => {
    for (const ate of ['0083-09-31', '2026-02-30', '2026-13-01', '0000-01-01']) {
      const result = logQuery.safeParse({ ate });
      expect(result.success, ate).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Data inválida.');
    }
  });

  it('takes a real day', () => {
    expect(logQuery.parse({ de: '2026-02-28', ate: '2026-11-29' })).toMatchObject({
      de: '2026-02-28',
      ate: '2026-11-29',
    });
  });
});
