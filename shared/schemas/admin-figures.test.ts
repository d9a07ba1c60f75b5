import { describe, expect, it } from 'vitest';
import { addMonths, monthsBetween } from './admin-figures';

describe('figure months', () => {
  it('adds and subtracts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -11)).toBe('2025-04');
  });
  it('lists every month of a period, both ends included', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-02', '2026-02')).toEqual(['2026-02']);
  });
});
