import { businessTimeZone } from '../../../shared/dates';
import type { TLang } from '../../../shared/i18n';
import { VALUATION_LAST_REMINDER_DAYS } from '../../../shared/valuation';
import type { TMyValuation, TMyValuations, TValuationToWrite } from './api';

const dayMs = 24 * 60 * 60 * 1000;
const locale = (lang: TLang) => (lang === 'es' ? 'es-ES' : 'en-GB');

export type TValuationTab = 'toWrite' | 'written' | 'received';
export const valuationTabs: readonly TValuationTab[] = ['toWrite', 'written', 'received'];

/** `?tab=received` (a link from a notice e-mail) opens that tab; anything else the first. */
export function tabFromSearch(search: string): TValuationTab {
  const tab = new URLSearchParams(search).get('tab');
  return valuationTabs.find((t) => t === tab) ?? 'toWrite';
}

/**
 * The whole days left to rate a trip, rounded up (a window closing in 3 h has 1 day left); 0 once
 * it has closed. `isUrgent` from the last reminder on, when the badge turns amber.
 */
export function daysLeft(closesAt: string, now: Date): { days: number; isUrgent: boolean } {
  const ms = new Date(closesAt).getTime() - now.getTime();
  const days = ms <= 0 ? 0 : Math.ceil(ms / dayMs);
  return { days, isUrgent: days <= VALUATION_LAST_REMINDER_DAYS };
}

/**
 * The trips to rate, one card per booking: a client rates one owner, the owner of a group trip
 * rates each member (one entry per member), in the order the API gave, soonest to close first.
 */
export function groupByBooking(items: readonly TValuationToWrite[]): TValuationToWrite[][] {
  const groups = new Map<string, TValuationToWrite[]>();
  for (const item of items) {
    const key = `${item.bookingId}:${item.as}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()].sort((a, b) => a[0]!.closesAt.localeCompare(b[0]!.closesAt));
}

/** The lists after the user wrote `valuation` about the trip `item`: it moves to "Written". */
export function afterWriting(
  data: TMyValuations,
  item: Pick<TValuationToWrite, 'bookingId' | 'about'>,
  valuation: TMyValuation,
): TMyValuations {
  return {
    ...data,
    toWrite: data.toWrite.filter(
      (entry) => !(entry.bookingId === item.bookingId && entry.about.id === item.about.id),
    ),
    written: [valuation, ...data.written.filter((v) => v.id !== valuation.id)],
  };
}

/** The lists after the owner answered a received valuation. */
export function afterReplying(data: TMyValuations, valuation: TMyValuation): TMyValuations {
  return {
    ...data,
    received: data.received.map((v) => (v.id === valuation.id ? valuation : v)),
  };
}

/** A trip's dates (`YYYY-MM-DD`), short: "12–14 jul 2026", or one day. */
export function formatTripDates(startDate: string, endDate: string, lang: TLang): string {
  const format = new Intl.DateTimeFormat(locale(lang), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const start = new Date(`${startDate}T12:00:00Z`);
  if (startDate === endDate) return format.format(start);
  return format.formatRange(start, new Date(`${endDate}T12:00:00Z`));
}

/** An instant as Madrid's day: "3 de agosto de 2026" / "3 August 2026". */
export function formatDay(iso: string, lang: TLang): string {
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: businessTimeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}
