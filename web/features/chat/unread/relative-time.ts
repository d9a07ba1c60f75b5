import type { TLang } from '../../../../shared/i18n';
import { relativeTime } from '../../../../shared/intl';

/**
 * "5 min ago", "hace 2 h", "yesterday": how long ago a message came, short; the date itself
 * after four weeks. `now` is passed so the server and tests give a fixed answer.
 */
export function formatRelativeTime(lang: TLang, iso: string, now: number): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const past = Math.abs(seconds);
  if (past < 60) return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(0, 'second');
  if (past < 4 * 7 * 24 * 60 * 60) return relativeTime(lang, seconds, 'short');
  return new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short' }).format(new Date(iso));
}
