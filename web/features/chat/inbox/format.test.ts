import { describe, expect, it } from 'vitest';
import { daysBetween, formatRelative } from './format';

const now = new Date(2026, 6, 15, 12, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('inbox times', () => {
  it('reads like an inbox: now, minutes, hours, yesterday, weekday, date', () => {
    expect(formatRelative(ago(20_000), 'en', now, 'Now')).toBe('Now');
    expect(formatRelative(ago(5 * 60_000), 'en', now, 'Now')).toMatch(/^5 min/);
    expect(formatRelative(ago(3 * 3_600_000), 'en', now, 'Now')).toMatch(/^3 hr?/);
    expect(formatRelative(new Date(2026, 6, 14, 9).toISOString(), 'es', now, 'Ahora')).toBe('Ayer');
    expect(formatRelative(new Date(2026, 6, 14, 9).toISOString(), 'en', now, 'Now')).toBe(
      'Yesterday',
    );
    expect(formatRelative(new Date(2026, 6, 1).toISOString(), 'en', now, 'Now')).toBe('1 Jul');
    expect(formatRelative(new Date(2025, 6, 1).toISOString(), 'es', now, 'Ahora')).toMatch(/2025/);
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(daysBetween(new Date(2026, 6, 14, 23, 59), new Date(2026, 6, 15, 0, 1))).toBe(1);
    expect(daysBetween(new Date(2026, 6, 15, 0, 1), new Date(2026, 6, 15, 23, 59))).toBe(0);
  });
});
