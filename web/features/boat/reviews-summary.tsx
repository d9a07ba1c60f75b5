import { useTranslation } from '../../i18n/translation';
import { valuationCategories } from '../../../shared/valuation';
import type { TRatingSummary } from '../../../shared/schemas/valuation';
import { useLang } from '../../lib/lang';
import { formatRating, Stars } from './reviews-stars';

/** The boat's average in big figures, its stars and count, and a bar per category. */
export function ReviewsSummary({ summary }: { summary: TRatingSummary & { average: number } }) {
  const { t } = useTranslation();
  const lang = useLang();
  const average = formatRating(lang, summary.average);
  return (
    <div className="grid gap-6 rounded-3xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-10 sm:p-6">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-2">
        <p className="text-5xl leading-none font-extrabold tracking-tight text-ink-900 sm:text-6xl">
          <span className="sr-only">{t('boatPage.reviews.average', { average })}</span>
          <span aria-hidden="true">{average}</span>
        </p>
        <div>
          <Stars rating={summary.average} size="lg" />
          <p className="mt-1 text-[15px] text-ink-600">
            {t('boatPage.reviews.count', { count: summary.count })}
          </p>
        </div>
      </div>
      <dl className="grid content-center gap-x-8 gap-y-4 sm:grid-cols-2">
        {valuationCategories.map((category) => {
          const value = summary.categories[category];
          return (
            <div
              key={category}
              className="relative flex items-baseline justify-between gap-3 pb-3.5 text-sm"
            >
              <dt className="text-ink-700">{t(`boatPage.reviews.categories.${category}`)}</dt>
              <dd className="font-semibold text-ink-900 tabular-nums">
                {value === null ? '–' : formatRating(lang, value)}
                {/* the bar belongs to the figure; the row is positioned so it spans the whole row */}
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 bottom-0 h-1.5 overflow-hidden rounded-full bg-ink-100"
                >
                  <span
                    className="block h-full rounded-full bg-ink-900"
                    style={{ width: `${value === null ? 0 : (value / 5) * 100}%` }}
                  />
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
