import { Star } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatSearchItem, TSearchStay } from '../../../shared/dto/search';
import { numberFormat } from '../../../shared/intl';
import { formatMoney } from '../../../shared/money';
import { BoatCard } from '../../components/boat-card';
import { useLang } from '../../lib/lang';

/** A result: the boat's card with the price of the search (the stay when there are dates) and its rating. */
export function ResultCard({
  boat,
  stay,
  linkSearch,
  sizes,
  priority,
}: {
  boat: TBoatSearchItem;
  stay: TSearchStay | null;
  linkSearch: string;
  sizes: string;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = formatMoney(boat.price.cents, lang);
  const unit = boat.price.unit;
  const detail =
    unit === 'stay' && stay
      ? [
          t('search.price.total'),
          stay.duration === 'half_day'
            ? t('search.price.halfDay')
            : t('search.price.days', { count: stay.days }),
          ...(boat.skipper === 'mandatory' ? [t('search.price.withSkipper')] : []),
        ].join(' · ')
      : unit === 'half_day'
        ? t('search.price.perHalfDay')
        : t('search.price.perDay');
  const rating = boat.ratingAverage !== null && boat.ratingCount > 0 ? boat.ratingAverage : null;
  const priceLine = (
    <div className="mt-2 flex items-baseline justify-between gap-3">
      <p className="text-sm text-ink-700">
        <span className="text-base font-bold text-ink-900">
          {unit === 'stay' ? price : t('search.price.from', { price })}
        </span>{' '}
        {detail}
      </p>
      {rating !== null && (
        <p className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ink-900">
          <Star className="h-4 w-4 fill-current text-coral-500" aria-hidden="true" />
          <span aria-hidden="true">
            {numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
              rating,
            )}{' '}
            <span className="font-normal text-ink-500">({boat.ratingCount})</span>
          </span>
          <span className="sr-only">
            {t('search.rating.label', {
              rating: numberFormat(lang, { maximumFractionDigits: 1 }).format(rating),
              count: boat.ratingCount,
            })}
          </span>
        </p>
      )}
    </div>
  );
  return (
    <BoatCard
      boat={boat}
      sizes={sizes}
      priceLine={priceLine}
      linkSearch={linkSearch}
      priority={priority}
    />
  );
}
