import { describe, expect, it } from 'vitest';
import { addMonths, lastOfMonth, monthWeeks, weekdayDates } from './calendar';

describe('calendar helpers', () => {
  it('moves between months across years', () => {
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
    expect(lastOfMonth('2028-02-10')).toBe('2028-02-29');
  });

  it('lays a month out in weeks starting on Monday', () => {
    // July 2026 starts on a Wednesday and has 31 days
    const weeks = monthWeeks('2026-07-01');
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)).toEqual([
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
      null,
      null,
    ]);
    expect(weekdayDates[0]).toBe('2024-01-01'); // a Monday
  });
});
