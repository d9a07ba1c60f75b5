import { ZBoatSearchQuery, toSearchFilters } from '../../../shared/schemas/boat-search';
import type { TBoatSearchFilters } from '../../../shared/search';

export type TRawQuery = Record<string, string | string[]>;

/** A URL's query as an object; a repeated name (`boat_type` checkboxes) becomes a list. */
export function rawQueryOf(params: URLSearchParams): TRawQuery {
  const raw: TRawQuery = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  return raw;
}

/**
 * The search page's reading of its URL: like the API, but a bad parameter (an old link with a
 * past date, a hand-edited page number) is dropped instead of failing the page.
 */
export function parseSearchQueryLeniently(raw: TRawQuery): {
  filters: TBoatSearchFilters;
  dropped: string[];
} {
  const query: Record<string, unknown> = { ...raw };
  const dropped: string[] = [];
  // each round drops at least one field, so this ends
  for (;;) {
    const parsed = ZBoatSearchQuery.safeParse(query);
    if (parsed.success) return { filters: toSearchFilters(parsed.data), dropped };
    const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const removable = [...bad].filter((key) => key in query);
    if (removable.length === 0) return { filters: toSearchFilters({}), dropped };
    for (const key of removable) {
      delete query[key];
      dropped.push(key);
    }
  }
}
