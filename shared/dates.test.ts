import { describe, expect, it } from 'vitest';
import { addDays, fromQueryDate, toQueryDate, todayInMadrid } from './dates';

describe('dates', () => {
  it('uses the Madrid calendar day', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Madrid
    expect(todayInMadrid(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayInMadrid(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('0050-01-01', 0)).toBe('0050-01-01');
    expect(() => addDays('someday', 1)).toThrow(RangeError);
  });
  it('adds days as the ISO calendar does, for every day of 2024–2028 and any step', () => {
    const byIso = (date: string, days: number) => {
      const at = new Date(`${date}T12:00:00Z`);
      at.setUTCDate(at.getUTCDate() + days);
      return at.toISOString().slice(0, 10);
    };
    for (let date = '2024-01-01'; date < '2029-01-01'; date = byIso(date, 1)) {
      for (const days of [-400, -31, -1, 0, 1, 2, 29, 62, 365]) {
        expect(addDays(date, days)).toBe(byIso(date, days));
      }
    }
  });
  it('converts query dates both ways and rejects impossible ones', () => {
    expect(toQueryDate('2026-07-04')).toBe('04-07-2026');
    expect(fromQueryDate('04-07-2026')).toBe('2026-07-04');
    expect(fromQueryDate('2026-07-04')).toBe('2026-07-04');
    expect(fromQueryDate('31-02-2026')).toBeNull();
    expect(fromQueryDate('tomorrow')).toBeNull();
  });
});
