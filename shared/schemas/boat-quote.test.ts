import { describe, expect, it } from 'vitest';
import { checkQuoteRequest, ZQuoteQuery, type TQuoteRules } from './boat-quote';

const rules: TQuoteRules = {
  prices: {
    high: { dayCents: 50_000, halfDayCents: 30_000 },
    mid: { dayCents: 40_000, halfDayCents: null },
    low: { dayCents: 30_000, halfDayCents: null },
  },
  seasonRanges: [],
  skipper: 'mandatory',
  minDays: 1,
  numberOfPlaces: 6,
};
const today = '2026-06-01';
const parse = (query: Record<string, string>) => ZQuoteQuery.parse(query);

describe('quote request', () => {
  it('reads DD-MM-YYYY dates and refuses others', () => {
    expect(parse({ start_date: '01-07-2026' }).start_date).toBe('2026-07-01');
    expect(ZQuoteQuery.safeParse({ start_date: '2026-07-01' }).success).toBe(false);
    expect(ZQuoteQuery.safeParse({ start_date: '30-02-2026' }).success).toBe(false);
  });

  it('gives the request to price, a mandatory skipper included', () => {
    const checked = checkQuoteRequest(parse({ start_date: '10-07-2026' }), rules, today);
    expect(checked.request).toEqual({
      startDate: '2026-07-10',
      endDate: '2026-07-10',
      duration: 'day',
      slot: null,
      skipper: true,
    });
  });

  it('offers half days only where the season has a half-day price', () => {
    const july = parse({ start_date: '10-07-2026', duration: 'half_day', slot: 'afternoon' });
    expect(checkQuoteRequest(july, rules, today).request?.slot).toBe('afternoon');
    const june = parse({ start_date: '10-06-2026', duration: 'half_day', slot: 'morning' });
    expect(checkQuoteRequest(june, rules, today).errors.map((e) => e.field)).toEqual(['duration']);
  });

  it('names every wrong field at once', () => {
    const checked = checkQuoteRequest(
      parse({ start_date: '31-05-2026', duration: 'days', slot: 'morning', people: '7' }),
      { ...rules, skipper: 'none' },
      today,
    );
    expect(checked.errors.map((e) => e.field)).toEqual([
      'start_date',
      'end_date',
      'slot',
      'people',
    ]);
  });
});
