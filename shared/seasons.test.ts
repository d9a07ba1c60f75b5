import { describe, expect, it } from 'vitest';
import { defaultSeasonOf, seasonOf } from './seasons';

describe('seasons', () => {
  it('follows the default calendar', () => {
    expect(defaultSeasonOf('2026-07-01')).toBe('high');
    expect(defaultSeasonOf('2026-08-31')).toBe('high');
    expect(defaultSeasonOf('2026-06-15')).toBe('mid');
    expect(defaultSeasonOf('2026-09-30')).toBe('mid');
    expect(defaultSeasonOf('2026-10-01')).toBe('low');
    expect(defaultSeasonOf('2026-05-31')).toBe('low');
  });
  it('lets a boat override it', () => {
    const ranges = [{ startDate: '2026-05-20', endDate: '2026-06-10', season: 'high' as const }];
    expect(seasonOf('2026-05-25', ranges)).toBe('high');
    expect(seasonOf('2026-06-10', ranges)).toBe('high');
    expect(seasonOf('2026-06-11', ranges)).toBe('mid');
  });
});
