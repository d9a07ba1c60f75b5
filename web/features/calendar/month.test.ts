import { describe, expect, it } from 'vitest';
import { dayHold, orderedRange } from './month';

describe('calendar stretches', () => {
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
