import { toQueryDate } from './dates';
import type { TDuration } from './occupancy';

/**
 * The boat search (GET /api/boat and /{lang}/boats): its filters, sort orders and query string.
 * No zod here: the search page imports this in the browser (the schema is shared/schemas/boat-search.ts).
 */
export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type TSearchSort = (typeof searchSorts)[number];

export const searchDurations = ['day', 'half_day', 'days'] as const satisfies readonly TDuration[];

export const defaultPageSize = 24;
export const maxPageSize = 48;
/** A stay longer than this is a charter, not a search: the API answers 400 on end_date. */
export const maxStayDays = 31;

/** Length ranges the search page offers, in metres (`min-max`, either side may be open). */
export const lengthRanges = ['-8', '8-12', '12-18', '18-'] as const;

export type TSkipperFilter = 'with' | 'without';

/** The filters of a search, parsed: dates are ISO `YYYY-MM-DD`, prices whole euros per day. */
export type TBoatSearchFilters = {
  /** a destination, harbour, province or region slug, or a place name typed by the user */
  place?: string;
  boatTypes: string[];
  plan?: string;
  startDate?: string;
  endDate?: string;
  duration?: TDuration;
  people?: number;
  sleepPlaces?: number;
  lengthMin?: number;
  lengthMax?: number;
  /** `with`: boats that can sail with a skipper; `without`: boats you may sail yourself */
  skipper?: TSkipperFilter;
  /** true: only aquatic toys (jet skis); false: no aquatic toys */
  aquaticToy?: boolean;
  minPrice?: number;
  maxPrice?: number;
  sort: TSearchSort;
  page: number;
  pageSize: number;
};

export const emptySearchFilters: TBoatSearchFilters = {
  boatTypes: [],
  sort: 'relevance',
  page: 1,
  pageSize: defaultPageSize,
};

/** `8-12` → {min: 8, max: 12}; `18-` or `18` → {min: 18}; `-8` → {max: 8}; null when malformed. */
export function parseLengthRange(value: string): { min?: number; max?: number } | null {
  const match = /^(\d{1,3}(?:\.\d{1,2})?)?(-)?(\d{1,3}(?:\.\d{1,2})?)?$/.exec(value.trim());
  if (!match || (!match[1] && !match[3])) return null;
  const [, min, dash, max] = match;
  if (!dash && max) return null;
  const range = {
    ...(min ? { min: Number(min) } : {}),
    ...(max ? { max: Number(max) } : {}),
  };
  return range.min !== undefined && range.max !== undefined && range.min > range.max ? null : range;
}

export function formatLengthRange(min?: number, max?: number): string {
  return min === undefined && max === undefined ? '' : `${min ?? ''}-${max ?? ''}`;
}

/**
 * The duration a search means: the one asked for, else several days when the dates span more
 * than one day, else one day.
 */
export function effectiveDuration(filters: {
  startDate?: string;
  endDate?: string;
  duration?: TDuration;
}): TDuration {
  if (filters.duration) return filters.duration;
  return filters.startDate && filters.endDate && filters.endDate > filters.startDate
    ? 'days'
    : 'day';
}

/**
 * The query string of a search, with the spec's names (`boatsFiltersData`) and DD-MM-YYYY dates;
 * defaults are left out so that links stay short and canonical.
 */
export function searchQuery(filters: Partial<TBoatSearchFilters>): URLSearchParams {
  const query = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.set(key, String(value));
  };
  set('place', filters.place);
  if (filters.boatTypes?.length) query.set('boat_type', filters.boatTypes.join(','));
  set('plan', filters.plan);
  if (filters.startDate) {
    set('start_date', toQueryDate(filters.startDate));
    if (effectiveDuration(filters) === 'days' && filters.endDate)
      set('end_date', toQueryDate(filters.endDate));
  }
  set('duration', filters.duration);
  set('number_of_people', filters.people);
  set('sleep_places', filters.sleepPlaces);
  set('length', formatLengthRange(filters.lengthMin, filters.lengthMax));
  set('skipper', filters.skipper);
  if (filters.aquaticToy !== undefined) query.set('isAcuaticToy', String(filters.aquaticToy));
  set('min_price', filters.minPrice);
  set('max_price', filters.maxPrice);
  if (filters.sort && filters.sort !== 'relevance') query.set('sort', filters.sort);
  if (filters.pageSize && filters.pageSize !== defaultPageSize)
    query.set('pageSize', String(filters.pageSize));
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/**
 * How many of the filter panel's fields narrow the result (the badge on the phone's "Filters"
 * button); place, dates and people are the search itself, not filters.
 */
export function countActiveFilters(filters: TBoatSearchFilters): number {
  return [
    filters.boatTypes.length > 0,
    filters.plan,
    filters.sleepPlaces,
    filters.lengthMin !== undefined || filters.lengthMax !== undefined,
    filters.skipper,
    filters.aquaticToy !== undefined,
    filters.minPrice !== undefined || filters.maxPrice !== undefined,
  ].filter(Boolean).length;
}
