import { describe, expect, it } from 'vitest';
import { occupancyRange } from '../../../shared/occupancy';
import { rangeDays } from './occupancy-dates';

/** `[a,b)` tsrange text as the bounds the calendar query selects. */
function bounds(range: string) {
  const [lower, upper] = range.slice(1, -1).split(',');
  return { lower: lower!, upper: upper! };
}

describe('rangeDays', () => {
  it('reads back the ranges of shared/occupancy', () => {
    expect(rangeDays(bounds(occupancyRange('2026-07-01', '2026-07-03', 'days')))).toEqual({
      start_date: '2026-07-01',
      end_date: '2026-07-03',
      slot: null,
    });
    expect(rangeDays(bounds(occupancyRange('2026-07-01', '2026-07-01', 'day')))).toEqual({
      start_date: '2026-07-01',
      end_date: '2026-07-01',
      slot: null,
    });
    for (const slot of ['morning', 'afternoon'] as const)
      expect(
        rangeDays(bounds(occupancyRange('2026-07-01', '2026-07-01', 'half_day', slot))),
      ).toEqual({ start_date: '2026-07-01', end_date: '2026-07-01', slot });
  });

  it('covers every day an imported event touches', () => {
    expect(rangeDays({ lower: '2026-07-01 09:00:00', upper: '2026-07-02 11:30:00' })).toEqual({
      start_date: '2026-07-01',
      end_date: '2026-07-02',
      slot: null,
    });
    expect(rangeDays({ lower: '2026-07-01 10:00:00', upper: '2026-07-01 12:00:00' })).toEqual({
      start_date: '2026-07-01',
      end_date: '2026-07-01',
      slot: 'morning',
    });
  });
});
