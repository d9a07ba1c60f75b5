import { describe, expect, it, vi } from 'vitest';
import { emptySearchFilters } from '../../../shared/search';

const searchBoats = vi.fn(async (_db: unknown, lang: string, filters: { page: number }) => ({
  items: [],
  total: filters.page,
  page: filters.page,
  pageSize: 24,
  stay: null,
  place: null,
  lang,
}));
vi.mock('./search-boats', () => ({ searchBoats }));
const { cachedSearch } = await import('./search-cache');

describe('cachedSearch', () => {
  it('remembers searches without dates for a while, per language and query', async () => {
    let clock = 0;
    const search = cachedSearch({} as never, { ttlMs: 1000, maxEntries: 10, now: () => clock });
    searchBoats.mockClear();
    await search('es', emptySearchFilters);
    await search('es', { ...emptySearchFilters });
    await search('en', emptySearchFilters);
    expect(searchBoats).toHaveBeenCalledTimes(2);
    clock = 1001;
    await search('es', emptySearchFilters);
    expect(searchBoats).toHaveBeenCalledTimes(3);
  });

  it('always runs a search with dates, and forgets the oldest entry when full', async () => {
    const search = cachedSearch({} as never, { ttlMs: 1000, maxEntries: 2, now: () => 0 });
    searchBoats.mockClear();
    const dated = { ...emptySearchFilters, startDate: '2030-07-01' };
    await search('es', dated);
    await search('es', dated);
    expect(searchBoats).toHaveBeenCalledTimes(2);
    for (const page of [1, 2, 3]) await search('es', { ...emptySearchFilters, page });
    await search('es', { ...emptySearchFilters, page: 3 });
    expect(searchBoats).toHaveBeenCalledTimes(5);
    await search('es', { ...emptySearchFilters, page: 1 });
    expect(searchBoats).toHaveBeenCalledTimes(6);
  });
});
