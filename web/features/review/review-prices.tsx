import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { useLang } from '../../lib/lang';
import type { TReviewBoat } from './api';

const seasons = ['high', 'mid', 'low'] as const;

/** Day and half-day prices per season: a misplaced decimal shows at a glance. */
export function ReviewPrices({ boat }: { boat: TReviewBoat }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (cents: number | null | undefined) =>
    cents ? formatMoney(cents, lang) : t('review.card.noHalfDay');
  return (
    <table className="w-full text-sm">
      <caption className="mb-1.5 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase">
        {t('review.card.prices')}
      </caption>
      <thead>
        <tr className="text-left text-ink-500">
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('review.card.season')}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {t('review.card.day')}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t('review.card.halfDay')}
          </th>
        </tr>
      </thead>
      <tbody>
        {seasons.map((season) => (
          <tr key={season} className="border-t border-ink-100">
            <th scope="row" className="py-1.5 pr-2 text-left font-semibold text-ink-900">
              {t(`review.card.seasons.${season}`)}
            </th>
            <td className="py-1.5 pr-2 text-right font-semibold text-ink-900 tabular-nums">
              {money(boat.prices[season]?.dayCents)}
            </td>
            <td className="py-1.5 text-right text-ink-700 tabular-nums">
              {money(boat.prices[season]?.halfDayCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
