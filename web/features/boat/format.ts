import type { TLang } from '../../../shared/i18n';

const locales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };

// Building an Intl formatter costs far more than formatting with one, and a boat page formats a
// date for every day of its calendars: the server render spent most of its time building them
// (bench/load). One formatter per language and options, kept; callers use a few fixed options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** A number for people, in the reader's language: `12,37` / `12.37`. */
export function formatNumber(lang: TLang, value: number, maxFractionDigits = 2): string {
  return kept(
    numberFormats,
    `${lang}|${maxFractionDigits}`,
    () => new Intl.NumberFormat(locales[lang], { maximumFractionDigits: maxFractionDigits }),
  ).format(value);
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
  return kept(
    dateFormats,
    `${lang}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locales[lang], { ...options, timeZone: 'UTC' }),
  ).format(new Date(`${isoDate}T12:00:00Z`));
}

/** `January 2026`, from an ISO date or timestamp. */
export function formatMonthYear(lang: TLang, iso: string): string {
  return formatDate(lang, iso.slice(0, 10), { month: 'long', year: 'numeric' });
}
