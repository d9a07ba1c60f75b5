import { describe, expect, it } from 'vitest';
import { chartScale, formatDates, formatMonth } from './format';

describe('earnings formats', () => {
  it('names months in both languages', () => {
    expect(formatMonth('2026-03', 'en', 'short')).toBe('Mar');
    expect(formatMonth('2026-03', 'en', 'long')).toBe('March 2026');
    expect(formatMonth('2026-03', 'es', 'long')).toBe('marzo de 2026');
    expect(formatMonth('2026-12', 'es', 'short')).toBe('dic');
    expect(formatMonth('2026-05', 'es', 'month')).toBe('mayo');
    expect(formatMonth('2026-09', 'en', 'narrow')).toBe('S');
    expect(formatMonth('2026-01', 'es', 'narrow')).toBe('E');
  });

  it('shows a stay compactly', () => {
    expect(formatDates('2026-07-03', '2026-07-03', 'en')).toBe('3 Jul 2026');
    expect(formatDates('2026-07-03', '2026-07-05', 'en')).toBe('3 Jul – 5 Jul 2026');
    expect(formatDates('2025-12-30', '2026-01-02', 'en')).toBe('30 Dec 2025 – 2 Jan 2026');
  });

  it('never divides by zero', () => {
    expect(chartScale([])).toBe(1);
    expect(chartScale([0, 0])).toBe(1);
    expect(chartScale([5, 300])).toBe(300);
  });
});
