import type { MetaDescriptor } from 'react-router';
import type {
  TCreateValuationRequest,
  TMyValuation,
  TMyValuations,
  TValuationToWrite,
} from '../../../shared/schemas/valuation';
import { valuationsEn } from '../../i18n/locales/valuations-en';
import { valuationsEs } from '../../i18n/locales/valuations-es';
import { api } from '../../lib/api';

/**
 * The valuations API (issue 9) as /settings/valuations calls it: the user's trips to rate and
 * valuations, a new valuation of one trip, and the owner's one public reply.
 */
export type { TMyValuation, TMyValuations, TValuationToWrite };

export function fetchMyValuations(): Promise<TMyValuations> {
  return api.get<TMyValuations>('/valuation');
}

/** `POST /booking/{id}/valuation`: the valuation as its author sees it now (published or not). */
export function createValuation(
  bookingId: string,
  body: TCreateValuationRequest,
): Promise<TMyValuation> {
  return api.post<TMyValuation>(`/booking/${encodeURIComponent(bookingId)}/valuation`, body);
}

/** `POST /valuation/{id}/reply`: the owner's one public answer to a published valuation. */
export function replyToValuation(id: string, reply: string): Promise<TMyValuation> {
  return api.post<TMyValuation>(`/valuation/${encodeURIComponent(id)}/reply`, { reply });
}

/** The page title from the URL alone (the lists load in the browser); private, so noindex. */
export function valuationsMeta(lang: string | undefined): MetaDescriptor[] {
  const catalog = lang === 'en' ? valuationsEn : valuationsEs;
  return [{ title: catalog.meta.title }, { name: 'robots', content: 'noindex' }];
}
