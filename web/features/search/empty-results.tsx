import { Anchor, MapPinOff } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatSearchResult } from '../../../shared/dto/search';
import { emptySearchFilters, type TBoatSearchFilters } from '../../../shared/search';
import { LinkButton } from '../../components/ui/button';
import { useLang } from '../../lib/lang';
import { searchHref, withoutFilters } from './search-url';

/** No result: says why in plain words and offers the ways out (other dates, fewer filters). */
export function EmptyResults({
  filters,
  result,
}: {
  filters: TBoatSearchFilters;
  result: TBoatSearchResult;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const unknownPlace = result.place && !result.place.matched ? result.place.query : null;
  const Icon = unknownPlace ? MapPinOff : Anchor;
  return (
    <div className="flex flex-col items-center rounded-3xl bg-sand-50 px-6 py-16 text-center ring-1 ring-sand-200">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-sea-700 shadow-sm">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-extrabold text-ink-900">
        {unknownPlace
          ? t('search.noPlace.title', { place: unknownPlace })
          : t('search.empty.title')}
      </h2>
      <p className="mt-2 max-w-md text-ink-600">
        {unknownPlace ? t('search.noPlace.text') : t('search.empty.text')}
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        {unknownPlace ? (
          <LinkButton to={searchHref(lang, withoutFilters(filters, 'place'))}>
            {t('search.empty.allPlaces')}
          </LinkButton>
        ) : (
          <>
            {result.stay && (
              <LinkButton
                to={searchHref(lang, withoutFilters(filters, 'startDate', 'endDate', 'duration'))}
              >
                {t('search.empty.anyDate')}
              </LinkButton>
            )}
            <LinkButton
              to={searchHref(lang, {
                ...emptySearchFilters,
                place: filters.place,
                startDate: filters.startDate,
                endDate: filters.endDate,
                duration: filters.duration,
              })}
              variant="ghost"
              className="ring-1 ring-ink-200"
            >
              {t('search.empty.clear')}
            </LinkButton>
          </>
        )}
      </div>
    </div>
  );
}
