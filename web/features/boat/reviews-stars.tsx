import { Star } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { useLang } from '../../lib/lang';
import type { TLang } from '../../../shared/i18n';
import { numberFormat } from '../../../shared/intl';
import { formatNumber } from './format';

/** An average of stars with one decimal always: `4,7`, `5,0`. */
export function formatRating(lang: TLang, value: number): string {
  return numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Five stars, the first `rating` (rounded) filled; read out as "4 out of 5 stars". */
export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const filled = Math.round(rating);
  const box = size === 'lg' ? 'h-5 w-5' : 'h-3.5 w-3.5';
  return (
    <span
      className="inline-flex gap-0.5"
      role="img"
      aria-label={t('boatPage.reviews.stars', { rating: formatNumber(lang, rating, 1) })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${box} ${n <= filled ? 'fill-coral-500 text-coral-500' : 'fill-ink-100 text-ink-200'}`}
        />
      ))}
    </span>
  );
}
