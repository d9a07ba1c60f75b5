import { describe, expect, it } from 'vitest';
import {
  addMonths,
  monthEnd,
  monthOf,
  monthWeeks,
  weekCount,
  weekdayDates,
  weekdayOf,
} from './months';

describe('months', () => {
  it('moves across years from any day of a month and knows month ends', () => {
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthEnd('2028-02-01')).toBe('2028-02-29');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthOf('2026-07-19')).toBe('2026-07-01');
  });

  it('lays a month out in weeks starting on Monday', () => {
    expect(weekdayOf('2026-06-01')).toBe(0);
    expect(weekdayDates[0]).toBe('2024-01-01'); // a Monday
    // 1 November 2026 is a Sunday: six empty cells before it
    const november = monthWeeks('2026-11-01');
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november.every((w) => w.length === 7)).toBe(true);
    expect(november.flat().filter(Boolean)).toHaveLength(30);
    // July 2026 starts on a Wednesday and has 31 days
    const july = monthWeeks('2026-07-01');
    expect(july[0]).toEqual([
      null,
      null,
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
    expect(july.at(-1)).toEqual([
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
      null,
      null,
    ]);
  });

  it('counts the weeks of every month of two years as monthWeeks lays them out', () => {
    // February 2027 starts on a Monday: exactly four weeks
    expect(weekCount('2027-02-01')).toBe(4);
    for (let month = '2026-01-01'; month < '2028-01-01'; month = addMonths(month, 1)) {
      expect(weekCount(month)).toBe(monthWeeks(month).length);
    }
  });
});
