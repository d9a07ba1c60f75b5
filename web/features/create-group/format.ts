import type { TLang } from '../../../shared/i18n';

const locales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };

/**
 * A calendar date `YYYY-MM-DD` for people (`sáb, 14 jul 2027`), formatted at noon UTC in UTC so
 * server and browser agree whatever their time zones.
 */
export function formatDate(lang: TLang, isoDate: string, long = false): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  return new Intl.DateTimeFormat(locales[lang], {
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** A percentage as the language writes it: `1,5 %`, `1.5%`. */
export function formatPercent(lang: TLang, percent: number): string {
  return new Intl.NumberFormat(locales[lang], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(percent / 100);
}

/** A boat's length in metres as the language writes it: `11,5`, `11.5`. */
export function formatLength(lang: TLang, metres: number): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 1 }).format(metres);
}
