import type { TLang } from '../../../shared/i18n';

const locales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };

function formatter(lang: TLang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // calendar dates (`YYYY-MM-DD`) are read as UTC noon: no time zone shifts the day
  return new Intl.DateTimeFormat(locales[lang], { timeZone: 'UTC', ...options });
}

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** `noviembre de 2026` / `November 2026`. */
export function formatMonth(month: string, lang: TLang): string {
  return formatter(lang, { month: 'long', year: 'numeric' }).format(at(month));
}

/** `sáb, 5 dic` for one day, `5–7 dic` for several. */
export function formatDates(start: string, end: string, lang: TLang): string {
  if (start === end)
    return formatter(lang, { weekday: 'short', day: 'numeric', month: 'short' }).format(at(start));
  return formatter(lang, { day: 'numeric', month: 'short' }).formatRange(at(start), at(end));
}

/** `lunes, 5 de diciembre de 2026`: a day's accessible name. */
export function formatLongDay(date: string, lang: TLang): string {
  return formatter(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at(date));
}

/** `5` and `lun`: the head of a timeline column. */
export function formatWeekdayShort(date: string, lang: TLang): string {
  return formatter(lang, { weekday: 'narrow' }).format(at(date));
}
