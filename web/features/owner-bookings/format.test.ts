import { describe, expect, it } from 'vitest';
import { formatStay } from './format';

const today = '2026-11-21';

describe('formatStay', () => {
  it('says one day with its weekday', () => {
    expect(formatStay('2026-12-05', '2026-12-05', 'en', today)).toBe('Sat 5 Dec');
    expect(formatStay('2026-12-05', '2026-12-05', 'es', today)).toBe('sáb, 5 dic');
  });

  it('says several days as a range, with the year when not this year', () => {
    expect(formatStay('2026-12-05', '2026-12-07', 'en', today)).toMatch(/^5\s?–\s?7 Dec$/);
    expect(formatStay('2026-12-30', '2027-01-02', 'en', today)).toMatch(
      /^30 Dec 2026\s–\s2 Jan 2027$/,
    );
  });
});
