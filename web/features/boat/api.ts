import { toQueryDate } from '../../../shared/dates';
import type { TAvailability, TBoatQuote, TQuoteChoice } from '../../../shared/dto/boat-details';
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
