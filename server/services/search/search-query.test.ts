import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { emptySearchFilters, searchSorts, type TBoatSearchFilters } from '../../../shared/search';
import { inHarboursSql } from './search-conditions';
import { searchQueries } from './search-query';
import { stayOf } from './stay-price';

const dialect = new PgDialect();
const year = new Date().getFullYear() + 1;

/** The texts and values of a search's statements (probe, page past the cap, cards' price). */
function statements(filters: Partial<TBoatSearchFilters>, harbourIds: number[]) {
  const all = { ...emptySearchFilters, ...filters };
  const queries = searchQueries(all, stayOf(all), [inHarboursSql(harbourIds)]);
  return [queries.probe, queries.page(), queries.price].map((query) => dialect.sqlToQuery(query));
}

// The probe and the cards run prepared (db/client.ts): one text per shape of search, parsed once
// per connection, whatever the values. A value written into the text would make every search new.
describe('searchQueries: the same text for the same filters with other values', () => {
  const one: Partial<TBoatSearchFilters> = {
    boatTypes: ['rib'],
    people: 3,
    skipper: 'with',
    maxPrice: 500,
    startDate: `${year}-07-10`,
    endDate: `${year}-07-12`,
    duration: 'days',
  };
  const other: Partial<TBoatSearchFilters> = {
    boatTypes: ['sailboat', 'yacht', 'gulet'],
    people: 7,
    skipper: 'with',
    maxPrice: 900,
    startDate: `${year}-07-20`,
    endDate: `${year}-07-22`,
    duration: 'days',
  };

  for (const sort of searchSorts) {
    it(`by ${sort}`, () => {
      const a = statements({ ...one, sort }, [3]);
      const b = statements({ ...other, sort, page: 4 }, [7, 8, 9, 10]);
      expect(b.map((s) => s.sql)).toEqual(a.map((s) => s.sql));
      expect(b.map((s) => s.params)).not.toEqual(a.map((s) => s.params));
    });
  }

  it('and stays of other lengths in the same season', () => {
    for (const sort of searchSorts) {
      const a = statements({ ...one, sort }, [3]);
      const b = statements({ ...one, sort, endDate: `${year}-07-16` }, [3]);
      expect(b.map((s) => s.sql)).toEqual(a.map((s) => s.sql));
    }
  });

  it('and a half day or a day on other dates', () => {
    for (const duration of ['half_day', 'day'] as const) {
      const a = statements({ startDate: `${year}-08-03`, duration, people: 2 }, [1]);
      const b = statements({ startDate: `${year}-08-17`, duration, people: 6 }, [1, 2]);
      expect(b.map((s) => s.sql)).toEqual(a.map((s) => s.sql));
    }
  });
});
