import { addDays, businessTimeZone } from '../../../shared/dates';
import type { TLang } from '../../../shared/i18n';
import type { TIcalConflict } from '../../../shared/schemas/ical';

/** A sync time for the list, in Madrid time: "22 nov 2026, 10:15". */
export function formatSyncTime(iso: string, lang: TLang): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: businessTimeZone,
  }).format(new Date(iso));
}

const dayFormat = (lang: TLang) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** The days a conflicting event wanted ("12 ago – 14 ago", or one day), its end exclusive. */
export function formatConflictDays(conflict: TIcalConflict, lang: TLang): string {
  const first = conflict.start.slice(0, 10);
  const endDate = conflict.end.slice(0, 10);
  const last = conflict.end.endsWith('00:00:00') ? addDays(endDate, -1) : endDate;
  const format = dayFormat(lang);
  const day = (date: string) => format.format(new Date(`${date}T12:00:00Z`));
  return last <= first ? day(first) : `${day(first)} – ${day(last)}`;
}
