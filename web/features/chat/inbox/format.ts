import type { TLang } from '../../../../shared/i18n';

const locale = (lang: TLang) => (lang === 'es' ? 'es-ES' : 'en-GB');

/**
 * When the last message came, as an inbox shows it: "now" under a minute, then "5 min", "3 h",
 * "yesterday", a weekday within the week, then the date (with the year when not this one).
 */
export function formatRelative(iso: string, lang: TLang, now: Date, justNow: string): string {
  const at = new Date(iso);
  const seconds = (now.getTime() - at.getTime()) / 1000;
  if (seconds < 60) return justNow;
  const rtf = new Intl.RelativeTimeFormat(locale(lang), { numeric: 'auto', style: 'short' });
  if (seconds < 3600) return rtf.format(-Math.floor(seconds / 60), 'minute');
  const days = daysBetween(at, now);
  if (days === 0) return rtf.format(-Math.floor(seconds / 3600), 'hour');
  if (days === 1) return capitalise(rtf.format(-1, 'day'));
  if (days < 7)
    return capitalise(new Intl.DateTimeFormat(locale(lang), { weekday: 'short' }).format(at));
  return new Intl.DateTimeFormat(locale(lang), {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(at);
}

/** Calendar days from `a` to `b` in the browser's time zone (0: the same day). */
export function daysBetween(a: Date, b: Date): number {
  const start = new Date(a.getFullYear(), a.getMonth(), a.getDate()).getTime();
  const end = new Date(b.getFullYear(), b.getMonth(), b.getDate()).getTime();
  return Math.round((end - start) / 86_400_000);
}

/** A calendar date (`YYYY-MM-DD`, a group's sail date) as "sáb, 12 jul", the same in every zone. */
export function formatCalendarDate(date: string, lang: TLang): string {
  return capitalise(
    new Intl.DateTimeFormat(locale(lang), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`)),
  );
}

/** "14:05" */
export function formatClock(iso: string, lang: TLang): string {
  return new Intl.DateTimeFormat(locale(lang), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** "Monday, 3 March" (with the year when not this one), for a day's separator in a thread. */
export function formatDay(iso: string, lang: TLang, now: Date): string {
  const at = new Date(iso);
  return capitalise(
    new Intl.DateTimeFormat(locale(lang), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    }).format(at),
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
