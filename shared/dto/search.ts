import type { TDuration } from '../occupancy';
import type { TBoatSearchFilters } from '../search';
import type { TBoatCard, TCatalogOption } from './cards';

/** A boat in the search results: its card, where it is, its rating and its price for the search. */
export type TBoatSearchItem = TBoatCard & {
  lat: number;
  lon: number;
  /**
   * The price shown: without dates the lowest day price (`day`) or half-day price (`half_day`);
   * with dates the whole stay, boat and mandatory skipper (`stay`), in cents.
   */
  price: { cents: number; unit: 'day' | 'half_day' | 'stay' };
};

/** The dates a search asked for, as understood (a day or half day ends on its start date). */
export type TSearchStay = {
  startDate: string;
  endDate: string;
  duration: TDuration;
  days: number;
};

/** The place a search was narrowed to; `null` in the result when no place was asked for. */
export type TSearchPlace = {
  type: 'destination' | 'harbour' | 'province' | 'region' | 'text';
  slug: string | null;
  name: string;
  lat: number;
  lon: number;
};

export type TBoatSearchResult = {
  items: TBoatSearchItem[];
  /** how many boats match, counted up to 1,000 */
  total: number;
  /** more boats than `total` match (the count stops at 1,000) */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  stay: TSearchStay | null;
  /** the place asked for; `matched: false` when no harbour matches it (then no items) */
  place: (TSearchPlace & { matched: true }) | { matched: false; query: string } | null;
};

/** What the search page's filters offer: catalogues in the reader's language. */
export type TSearchOptions = {
  boatTypes: (TCatalogOption & { isAquaticToy: boolean })[];
  plans: TCatalogOption[];
  destinations: TCatalogOption[];
};

/** Everything /{lang}/boats shows: the filters as understood, their choices and the results. */
export type TSearchPage = {
  filters: TBoatSearchFilters;
  result: TBoatSearchResult;
  options: TSearchOptions;
};
