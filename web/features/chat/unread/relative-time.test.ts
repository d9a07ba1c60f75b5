import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-07-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('says now for the last minute', () => {
    expect(formatRelativeTime('en', ago(20), now)).toBe('now');
    expect(formatRelativeTime('es', ago(20), now)).toBe('ahora');
  });

  it('counts minutes, hours and days, short', () => {
    expect(formatRelativeTime('en', ago(5 * 60), now)).toMatch(/^5 min/);
    expect(formatRelativeTime('es', ago(3 * 3600), now)).toBe('hace 3 h');
    expect(formatRelativeTime('en', ago(86400), now)).toBe('yesterday');
  });

  it('gives the date after four weeks', () => {
    expect(formatRelativeTime('en', '2026-05-02T12:00:00.000Z', now)).toBe('May 2');
  });
});
