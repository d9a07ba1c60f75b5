import type { TLang } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/money';

const locales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };

export const money = (cents: number, lang: TLang): string => formatMoney(cents, lang);

/** `12 nov 2026` for a calendar date (`YYYY-MM-DD`) or an instant. */
export function formatDay(value: string, lang: TLang): string {
  const date = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: value.length === 10 ? 'UTC' : 'Europe/Madrid',
  }).format(date);
}

/** `12 nov 2026, 10:42` in Madrid time. */
export function formatMoment(value: string, lang: TLang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  }).format(new Date(value));
}

export function formatStay(start: string, end: string, lang: TLang): string {
  return start === end
    ? formatDay(start, lang)
    : `${formatDay(start, lang)} – ${formatDay(end, lang)}`;
}

/** A short id for tables: the first block of a UUID. */
export const shortId = (id: string): string => id.slice(0, 8);
