import { toQueryDate } from '../../../shared/dates';
import type { TLang } from '../../../shared/i18n';
import { searchQuery, type TBoatSearchFilters } from '../../../shared/search';

/** The search page's URL for these filters. */
export function searchHref(lang: TLang, filters: Partial<TBoatSearchFilters>): string {
  const query = searchQuery(filters).toString();
  return `/${lang}/boats${query ? `?${query}` : ''}`;
}

/** The filters with some of them removed, back on the first page. */
export function withoutFilters(
  filters: TBoatSearchFilters,
  ...keys: (keyof TBoatSearchFilters)[]
): TBoatSearchFilters {
  const next: TBoatSearchFilters = { ...filters, page: 1 };
  for (const key of keys) {
    if (key === 'boatTypes') next.boatTypes = [];
    else delete next[key];
  }
  return next;
}

/**
 * The query a search form means: repeated boat types joined, dates of date inputs as DD-MM-YYYY,
 * empty fields left out, back on the first page. What the browser would send without JavaScript,
 * only tidier.
 */
export function queryFromForm(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  const types: string[] = [];
  for (const [key, raw] of new FormData(form)) {
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value || key === 'page') continue;
    if (key === 'boat_type') types.push(value);
    else if (key === 'start_date' || key === 'end_date')
      query.set(key, /^\d{4}-\d{2}-\d{2}$/.test(value) ? toQueryDate(value) : value);
    else query.set(key, value);
  }
  if (types.length > 0) query.set('boat_type', types.join(','));
  // a day or half day has one date: an end date left in a hidden field would only confuse
  if (query.get('duration') !== 'days') query.delete('end_date');
  // a full day is what a search without dates means anyway: keep the link short
  if (!query.has('start_date') && query.get('duration') === 'day') query.delete('duration');
  return query;
}
