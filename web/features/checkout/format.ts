import type { TLang } from '../../../shared/i18n';

const locales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };

/**
 * A calendar date `YYYY-MM-DD` for people (`sáb, 14 jul 2027`). Formatted at noon UTC in UTC, so
 * server and browser agree whatever their time zones.
 */
export function formatDay(
  lang: TLang,
  isoDate: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  return new Intl.DateTimeFormat(locales[lang], { ...options, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** One date, or a range (`Wed 14 Jul – Sat 17 Jul 2027`), with the year once at the end. */
export function formatStay(lang: TLang, startDate: string, endDate: string): string {
  const withYear = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  if (startDate === endDate) return formatDay(lang, startDate, withYear);
  if (startDate.slice(0, 4) !== endDate.slice(0, 4))
    return `${formatDay(lang, startDate, withYear)} – ${formatDay(lang, endDate, withYear)}`;
  return `${formatDay(lang, startDate)} – ${formatDay(lang, endDate)} ${endDate.slice(0, 4)}`;
}

/** The card fee as the language writes a percentage: `1,5 %`, `1.5%`. */
export function formatPercent(lang: TLang, percent: number): string {
  return new Intl.NumberFormat(locales[lang], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

/** `12/28`, as printed on the card. */
export function expiryText(card: { expMonth: number; expYear: number }): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(card.expMonth)}/${two(card.expYear % 100)}`;
}
