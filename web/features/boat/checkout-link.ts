import type { TLang } from '../../../shared/i18n';
import type { TQuoteChoice } from '../../../shared/dto/boat-details';
import { quoteQuery } from './api';
import type { TQuoteState } from './use-quote';

/**
 * The checkout of a choice: `/{lang}/boats/{slug}/book` with the choice in the query, in the
 * quote's own format (`start_date` and `end_date` as `DD-MM-YYYY`, `duration`, `slot`, `skipper`,
 * `people`), which the checkout reads back.
 */
export function checkoutPath(lang: TLang, slug: string, choice: TQuoteChoice): string {
  return `/${lang}/boats/${encodeURIComponent(slug)}/book?${quoteQuery(choice)}`;
}

/** A request can be sent for the choice: it priced, the boat is free, no newer answer pending. */
export function isBookable(state: Pick<TQuoteState, 'quote' | 'loading'>): boolean {
  return !state.loading && state.quote !== null && state.quote.available;
}
