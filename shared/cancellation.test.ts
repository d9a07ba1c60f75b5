import { describe, expect, it } from 'vitest';
import { refundDeadlines, refundPercentAt } from './cancellation';

describe('cancellation conditions', () => {
  it('flexible: everything back until 24 hours before departure, nothing after', () => {
    expect(refundDeadlines('flexible', '2026-07-10', '10:00:00')).toEqual([
      { date: '2026-07-09', time: '10:00', refundPercent: 100 },
    ]);
    expect(refundPercentAt('flexible', '2026-07-10', '10:00', '2026-07-09 09:59')).toBe(100);
    expect(refundPercentAt('flexible', '2026-07-10', '10:00', '2026-07-09 10:00')).toBe(0);
  });

  it('moderate: everything until 7 days before, half until departure', () => {
    expect(refundPercentAt('moderate', '2026-07-10', '10:00', '2026-07-02 18:00')).toBe(100);
    expect(refundPercentAt('moderate', '2026-07-10', '10:00', '2026-07-05 18:00')).toBe(50);
    expect(refundPercentAt('moderate', '2026-07-10', '10:00', '2026-07-10 11:00')).toBe(0);
  });

  it('strict: half until 14 days before, nothing after', () => {
    expect(refundDeadlines('strict', '2026-08-01', '09:30')).toEqual([
      { date: '2026-07-18', time: '09:30', refundPercent: 50 },
    ]);
    expect(refundPercentAt('strict', '2026-08-01', '09:30', '2026-07-18 09:00')).toBe(50);
    expect(refundPercentAt('strict', '2026-08-01', '09:30', '2026-07-20 09:00')).toBe(0);
  });
});
