import type { TLang } from '../../../shared/i18n';

const formatters = new Map<TLang, Intl.DateTimeFormat>();

/** `12 mar 2026, 10:15` in the business time zone, whatever the reviewer's own. */
export function formatReviewDate(iso: string | null, lang: TLang): string {
  if (!iso) return '';
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(new Date(iso));
}
