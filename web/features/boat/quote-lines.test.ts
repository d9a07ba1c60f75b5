import { describe, expect, it } from 'vitest';
import { groupDayLines } from './quote-lines';

describe('groupDayLines', () => {
  it('groups days by season and price in order of appearance', () => {
    expect(
      groupDayLines([
        { date: '2026-06-29', season: 'mid', priceCents: 38_000 },
        { date: '2026-06-30', season: 'mid', priceCents: 38_000 },
        { date: '2026-07-01', season: 'high', priceCents: 45_000 },
      ]),
    ).toEqual([
      { season: 'mid', days: 2, priceCents: 38_000, totalCents: 76_000 },
      { season: 'high', days: 1, priceCents: 45_000, totalCents: 45_000 },
    ]);
    expect(groupDayLines([])).toEqual([]);
  });
});
