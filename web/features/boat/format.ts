import type { TLang } from '../../../shared/i18n';
import { dateTimeFormat, numberFormat } from '../../../shared/intl';

/** A number for people, in the reader's language: `12,37` / `12.37`. */
export function formatNumber(lang: TLang, value: number, maxFractionDigits = 2): string {
  return numberFormat(lang, { maximumFractionDigits: maxFractionDigits }).format(value);
}

/**
 * A calendar date `YYYY-MM-DD` for people. Formatted at noon UTC in UTC, so server and browser
 * agree whatever their time zones.
 */
export function formatDate(
  lang: TLang,
  isoDate: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  return dateFormatter(lang, options)(isoDate);
}

/** `formatDate` with its options fixed, for many dates (a calendar's days). */
export function dateFormatter(
  lang: TLang,
  options: Intl.DateTimeFormatOptions,
): (isoDate: string) => string {
  const format = dateTimeFormat(lang, { ...options, timeZone: 'UTC' });
  return (isoDate) => format.format(new Date(`${isoDate}T12:00:00Z`));
}

/** `January 2026`, from an ISO date or timestamp. */
export function formatMonthYear(lang: TLang, iso: string): string {
  return formatDate(lang, iso.slice(0, 10), { month: 'long', year: 'numeric' });
}
