import { describe, expect, it } from 'vitest';
import { addDays, todayInMadrid, toQueryDate } from '../../../shared/dates';
import { parseSearchQueryLeniently, rawQueryOf } from './parse-search-query';

describe('the search page reading its URL', () => {
  it('keeps repeated names as lists', () => {
    const raw = rawQueryOf(new URLSearchParams('boat_type=rib&boat_type=yacht&place=ibiza'));
    expect(raw).toEqual({ boat_type: ['rib', 'yacht'], place: 'ibiza' });
  });

  it('drops bad parameters and keeps the good ones', () => {
    const yesterday = toQueryDate(addDays(todayInMadrid(), -1));
    const { filters, dropped } = parseSearchQueryLeniently({
      place: 'ibiza',
      start_date: yesterday,
      page: '-3',
      number_of_people: '4',
      sort: 'nonsense',
    });
    expect(dropped.sort()).toEqual(['page', 'sort', 'start_date']);
    expect(filters).toMatchObject({ place: 'ibiza', people: 4, page: 1, sort: 'relevance' });
    expect(filters.startDate).toBeUndefined();
  });

  it('drops a return date that makes no sense with its departure', () => {
    const { filters, dropped } = parseSearchQueryLeniently({
      start_date: toQueryDate(addDays(todayInMadrid(), 5)),
      end_date: toQueryDate(addDays(todayInMadrid(), 2)),
    });
    expect(dropped).toEqual(['end_date']);
    expect(filters).toMatchObject({ startDate: addDays(todayInMadrid(), 5), duration: 'day' });
  });
});
