import { describe, expect, it } from 'vitest';
import { addMonths, dayHold, monthEnd, monthWeeks, orderedRange, weekdayOf } from './month';

describe('calendar months', () => {
  it('moves across years and knows month ends', () => {
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(monthEnd('2028-02-01')).toBe('2028-02-29');
  });

  it('lays a month out in weeks starting on Monday', () => {
    expect(weekdayOf('2026-06-01')).toBe(0);
    const weeks = monthWeeks('2026-11-01');
    // 1 November 2026 is a Sunday: six empty cells before it
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('tells which halves of a day are held', () => {
    const s = (slot: 'morning' | 'afternoon' | null) =>
      ({ kind: 'blocked', id: 'x', start: 'd', end: 'd', slot, label: '' }) as const;
    expect(dayHold([])).toBe('free');
    expect(dayHold([s('morning')])).toBe('morning');
    expect(dayHold([s('morning'), s('afternoon')])).toBe('full');
    expect(dayHold([s(null)])).toBe('full');
    expect(orderedRange('2026-05-03', '2026-05-01')).toEqual({
      start: '2026-05-01',
      end: '2026-05-03',
    });
  });
});
