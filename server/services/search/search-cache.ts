import type { TDbOrTx } from '../../../db/client';
import type { TBoatSearchResult } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import { searchQuery, type TBoatSearchFilters } from '../../../shared/search';
import { searchBoats } from './search-boats';

export type TSearchFn = (lang: TLang, filters: TBoatSearchFilters) => Promise<TBoatSearchResult>;

/**
 * searchBoats with a short memory for searches without dates (the list page, a destination's
 * page): they do not depend on availability, so a result a few seconds old is still right, and
 * the busiest pages stop costing a pass over every boat. Searches with dates always run. The
 * memory is bounded: the oldest entry goes when it is full.
 */
export function cachedSearch(
  db: TDbOrTx,
  options: { ttlMs: number; maxEntries: number; now?: () => number } = {
    ttlMs: 15_000,
    maxEntries: 500,
  },
): TSearchFn {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<TBoatSearchResult>; expiresAt: number }>();
  return (lang, filters) => {
    if (filters.startDate) return searchBoats(db, lang, filters);
    const key = `${lang}?${searchQuery(filters).toString()}`;
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry.value;
    entries.delete(key);
    const value = searchBoats(db, lang, filters);
    entries.set(key, { value, expiresAt: now() + options.ttlMs });
    value.catch(() => entries.delete(key));
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
}
