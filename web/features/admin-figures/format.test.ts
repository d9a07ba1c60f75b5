import { describe, expect, it } from 'vitest';
import { hoursLabel, monthLabel, niceCeiling, percentLabel } from './format';

describe('figure labels', () => {
  it('rounds an axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(130)).toBe(200);
    expect(niceCeiling(4_100)).toBe(5_000);
    expect(niceCeiling(1_000)).toBe(1_000);
  });
  it('names months and formats shares and hours in each language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 26');
    expect(monthLabel('2026-03', 'en', true)).toBe('March 2026');
    expect(percentLabel(0.75, 'en')).toBe('75%');
    expect(percentLabel(null, 'es')).toBe('—');
    expect(hoursLabel(4.5, 'es')).toBe('4,5 h');
  });
});
