import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBoatDetails } from '../../../shared/dto/boat-details';
import { useLang } from '../../lib/lang';
import { formatNumber } from './format';
import { Section } from './section';

/** The valuations summary: average stars and how many; the list itself comes with valuations. */
export function ReviewsSection({ rating }: { rating: TBoatDetails['rating'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const average = rating.average;
  return (
    <Section id="reviews" title={t('boatPage.reviews.title')}>
      {rating.count > 0 && average !== null ? (
        <div className="flex items-center gap-5">
          <p className="text-5xl font-extrabold tracking-tight text-ink-900">
            {formatNumber(lang, average, 1)}
          </p>
          <div>
            <p
              className="flex gap-0.5"
              role="img"
              aria-label={t('boatPage.reviews.average', {
                average: formatNumber(lang, average, 1),
              })}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  aria-hidden="true"
                  className={`h-5 w-5 ${n <= Math.round(average) ? 'fill-coral-500 text-coral-500' : 'text-ink-300'}`}
                />
              ))}
            </p>
            <p className="mt-1 text-[15px] text-ink-600">
              {t('boatPage.reviews.count', { count: rating.count })}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-[15px] text-ink-600">{t('boatPage.reviews.none')}</p>
      )}
    </Section>
  );
}
