import { describe, expect, it } from 'vitest';
import { todayInMadrid } from './dates';
import { ZBoatSearchQuery, toSearchFilters } from './schemas/boat-search';
import {
  countActiveFilters,
  effectiveDuration,
  emptySearchFilters,
  formatLengthRange,
  parseLengthRange,
  searchQuery,
  type TBoatSearchFilters,
} from './search';

describe('length ranges', () => {
  it('reads open and closed ranges in metres', () => {
    expect(parseLengthRange('8-12')).toEqual({ min: 8, max: 12 });
    expect(parseLengthRange('18-')).toEqual({ min: 18 });
    expect(parseLengthRange('18')).toEqual({ min: 18 });
    expect(parseLengthRange('-8')).toEqual({ max: 8 });
    expect(parseLengthRange('7.5-9.25')).toEqual({ min: 7.5, max: 9.25 });
  });

  it('refuses empty, reversed and malformed ranges', () => {
    for (const bad of ['', '-', '12-8', 'abc', '8-12-14', '1e3-', ' - 8'])
      expect(parseLengthRange(bad), bad).toBeNull();
  });

  it('writes back what it reads', () => {
    for (const text of ['8-12', '18-', '-8']) {
      const range = parseLengthRange(text)!;
      expect(formatLengthRange(range.min, range.max)).toBe(text);
    }
    expect(formatLengthRange()).toBe('');
  });
});

describe('effectiveDuration', () => {
  it('follows the duration asked, else the span of the dates', () => {
    expect(effectiveDuration({ duration: 'half_day', startDate: '2027-07-01' })).toBe('half_day');
    expect(effectiveDuration({ startDate: '2027-07-01', endDate: '2027-07-03' })).toBe('days');
    expect(effectiveDuration({ startDate: '2027-07-01', endDate: '2027-07-01' })).toBe('day');
    expect(effectiveDuration({})).toBe('day');
  });
});

describe('searchQuery', () => {
  // next year: the API refuses past dates
  const year = Number(todayInMadrid().slice(0, 4)) + 1;
  const full: TBoatSearchFilters = {
    place: 'ibiza',
    boatTypes: ['sailboat', 'catamaran'],
    plan: 'sunset',
    startDate: `${year}-07-01`,
    endDate: `${year}-07-04`,
    duration: 'days',
    people: 6,
    sleepPlaces: 4,
    lengthMin: 8,
    lengthMax: 12,
    skipper: 'with',
    aquaticToy: false,
    minPrice: 100,
    maxPrice: 900,
    sort: 'price_asc',
    page: 3,
    pageSize: 12,
  };

  it("uses the spec's names and DD-MM-YYYY dates, and the API reads it back as it was", () => {
    const query = searchQuery(full);
    expect(query.get('start_date')).toBe(`01-07-${year}`);
    expect(query.get('boat_type')).toBe('sailboat,catamaran');
    expect(query.get('isAcuaticToy')).toBe('false');
    const parsed = ZBoatSearchQuery.parse(Object.fromEntries(query));
    expect(toSearchFilters(parsed)).toEqual(full);
  });

  it('leaves defaults and the return date of a single day out', () => {
    expect(searchQuery(emptySearchFilters).toString()).toBe('');
    const oneDay = searchQuery({ startDate: '2027-07-01', endDate: '2027-07-04', duration: 'day' });
    expect(oneDay.toString()).toBe('start_date=01-07-2027&duration=day');
  });
});

describe('countActiveFilters', () => {
  it('counts the filter panel, not the search itself', () => {
    expect(countActiveFilters({ ...emptySearchFilters, place: 'ibiza', people: 4 })).toBe(0);
    expect(
      countActiveFilters({
        ...emptySearchFilters,
        boatTypes: ['rib'],
        lengthMin: 8,
        lengthMax: 12,
        minPrice: 10,
      }),
    ).toBe(3);
  });
});
