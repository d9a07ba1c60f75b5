import type { TLang } from '../../../shared/i18n';

const locales: Record<TLang, string> = { es: 'es-ES', en: 'en-GB' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: TLang, withYear: boolean, withWeekday: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withYear}:${withWeekday}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locales[lang], {
      // calendar dates (`YYYY-MM-DD`) are read as UTC midnight: no time zone shifts the day
      timeZone: 'UTC',
      weekday: withWeekday ? 'short' : undefined,
      day: 'numeric',
      month: 'short',
      year: withYear ? 'numeric' : undefined,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * A stay's dates for people: `sáb, 5 dic` for one day, `5–7 dic` for several; the year only when
 * it is not the current one (`today`, `YYYY-MM-DD`).
 */
export function formatStay(startDate: string, endDate: string, lang: TLang, today: string): string {
  const withYear =
    startDate.slice(0, 4) !== today.slice(0, 4) || endDate.slice(0, 4) !== today.slice(0, 4);
  const start = new Date(`${startDate}T00:00:00Z`);
  if (startDate === endDate) return formatter(lang, withYear, true).format(start);
  return formatter(lang, withYear, false).formatRange(start, new Date(`${endDate}T00:00:00Z`));
}
