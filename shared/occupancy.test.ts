import { describe, expect, it } from 'vitest';
import { occupancyRange } from './occupancy';

describe('occupancyRange', () => {
  it('covers whole calendar days, end inclusive, across a month end', () => {
    expect(occupancyRange('2026-06-30', '2026-07-02', 'days')).toBe(
      '[2026-06-30 00:00:00,2026-07-03 00:00:00)',
    );
    expect(occupancyRange('2026-07-01', '2026-07-09', 'day')).toBe(
      '[2026-07-01 00:00:00,2026-07-02 00:00:00)',
    );
  });

  it('splits a day into a morning and an afternoon that do not overlap', () => {
    expect(occupancyRange('2026-07-01', '2026-07-01', 'half_day', 'morning')).toBe(
      '[2026-07-01 00:00:00,2026-07-01 14:00:00)',
    );
    expect(occupancyRange('2026-07-01', '2026-07-01', 'half_day', 'afternoon')).toBe(
      '[2026-07-01 14:00:00,2026-07-02 00:00:00)',
    );
  });
});
