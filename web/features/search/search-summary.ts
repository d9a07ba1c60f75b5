import type { TFunction } from 'i18next';
import type { TBoatSearchResult, TSearchStay } from '../../../shared/dto/search';
import type { TLang } from '../../../shared/i18n';
import { dateTimeFormat, numberFormat } from '../../../shared/intl';

/** `12 jul` / `12 Jul`: a calendar date for people (dates are `YYYY-MM-DD`, no time zone). */
export function shortDate(isoDate: string, lang: TLang): string {
  return dateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** "24 boats", or "More than 1,000 boats" when the count stopped (docs/decisions/0016). */
export function resultCount(
  result: Pick<TBoatSearchResult, 'total' | 'totalCapped'>,
  lang: TLang,
  t: TFunction,
): string {
  if (!result.totalCapped) return t('search.count', { count: result.total });
  const total = numberFormat(lang).format(result.total);
  return t('search.countMore', { total });
}

/** "free on 12 Jul", "free from 12 Jul to 15 Jul": what the count of results refers to. */
export function staySentence(stay: TSearchStay, lang: TLang, t: TFunction): string {
  const start = shortDate(stay.startDate, lang);
  if (stay.duration === 'half_day') return t('search.halfDayOn', { date: start });
  if (stay.days === 1) return t('search.onDate', { date: start });
  return t('search.betweenDates', { start, end: shortDate(stay.endDate, lang) });
}

/** The search in a few words for the phone's search button: `Ibiza` / `12 Jul – 15 Jul · 4 people`. */
export function searchSummary(
  placeName: string | null,
  stay: TSearchStay | null,
  people: number | undefined,
  lang: TLang,
  t: TFunction,
): { title: string; detail: string } {
  const when = stay
    ? stay.days > 1
      ? `${shortDate(stay.startDate, lang)} – ${shortDate(stay.endDate, lang)}`
      : shortDate(stay.startDate, lang)
    : t('search.bar.anyDate');
  const detail = people ? `${when} · ${t('search.chips.people', { count: people })}` : when;
  return { title: placeName ?? t('search.bar.anyPlace'), detail };
}
