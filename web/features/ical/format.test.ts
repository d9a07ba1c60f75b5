import { describe, expect, it } from 'vitest';
import { formatConflictDays } from './format';

describe('formatConflictDays', () => {
  it('shows one day, or the first and last day of an event whose end is exclusive', () => {
    const one = { uid: 'a', start: '2026-08-12 00:00:00', end: '2026-08-13 00:00:00' };
    expect(formatConflictDays(one, 'en')).toBe('12 Aug');
    const three = { uid: 'b', start: '2026-08-12 00:00:00', end: '2026-08-15 00:00:00' };
    expect(formatConflictDays(three, 'en')).toBe('12 Aug – 14 Aug');
    const half = { uid: 'c', start: '2026-08-12 14:00:00', end: '2026-08-13 00:00:00' };
    expect(formatConflictDays(half, 'es')).toBe('12 ago');
  });
});
