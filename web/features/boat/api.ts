import { toQueryDate } from '../../../shared/dates';
import type { TAvailability, TBoatQuote, TQuoteChoice } from '../../../shared/dto/boat-details';
import type { TBoatValuations } from '../../../shared/schemas/valuation';
import { VALUATIONS_PAGE_SIZE } from '../../../shared/valuation';
import { api } from '../../lib/api';

/** The query string of `GET /boat/{id}/quote` for a calculator choice. */
export function quoteQuery(choice: TQuoteChoice): string {
  const query = new URLSearchParams({
    start_date: toQueryDate(choice.startDate),
    duration: choice.duration,
  });
  if (choice.duration === 'days') query.set('end_date', toQueryDate(choice.endDate));
  if (choice.duration === 'half_day' && choice.slot) query.set('slot', choice.slot);
  query.set('skipper', String(choice.skipper));
  query.set('people', String(choice.people));
  return query.toString();
}

export function fetchQuote(
  boatId: string,
  choice: TQuoteChoice,
  signal: AbortSignal,
): Promise<TBoatQuote> {
  return api.get<TBoatQuote>(`/boat/${boatId}/quote?${quoteQuery(choice)}`, { signal });
}

export function fetchAvailability(
  boatId: string,
  from: string,
  to: string,
  signal: AbortSignal,
): Promise<TAvailability> {
  const query = new URLSearchParams({ from: toQueryDate(from), to: toQueryDate(to) });
  return api.get<TAvailability>(`/boat/${boatId}/availability?${query.toString()}`, { signal });
}

/** One page of the boat's published valuations, newest first (`GET /boat/{id}/valuation`). */
export function fetchBoatValuations(
  boatId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TBoatValuations> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(VALUATIONS_PAGE_SIZE) });
  return api.get<TBoatValuations>(`/boat/${boatId}/valuation?${query.toString()}`, { signal });
}
