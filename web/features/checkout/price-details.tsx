import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatQuote } from '../../../shared/dto/boat-details';
import { formatMoney } from '../../../shared/money';
import { useLang } from '../../lib/lang';
import { checkoutCharges, type TCheckoutCard } from './charges';
import { formatDay, formatPercent } from './format';

function Line({
  label,
  value,
  detail,
  strong = false,
  className = '',
}: {
  label: ReactNode;
  value: string;
  detail?: string | null;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'font-bold' : ''} ${className}`}
    >
      <dt className={strong ? 'text-base text-ink-900' : 'text-[15px] text-ink-700'}>
        {label}
        {detail && <span className="block text-[13px] font-normal text-ink-500">{detail}</span>}
      </dt>
      <dd
        className={`shrink-0 tabular-nums ${strong ? 'text-base text-ink-900' : 'text-[15px] text-ink-900'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The full price of the request: each day's price, the skipper, the total, and the two charges
 * with the chosen card's fee when it carries one. Dimmed while a new choice is being priced.
 */
export function PriceDetails({
  quote,
  card,
  loading,
  headingLevel = 2,
}: {
  quote: TBoatQuote;
  card: TCheckoutCard | null;
  loading: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  const { first, rest, feePercent } = checkoutCharges(quote, card);
  const Heading = `h${headingLevel}` as const;
  const fee = (feeCents: number) =>
    feePercent !== null ? t('checkout.price.fee', { fee: money(feeCents) }) : null;
  const season = (s: TBoatQuote['days'][number]['season']) => t(`checkout.price.seasons.${s}`);
  return (
    <div aria-busy={loading} className={`transition-opacity ${loading ? 'opacity-50' : ''}`}>
      <Heading className="text-lg font-bold text-ink-900">{t('checkout.price.title')}</Heading>
      {loading && (
        <p className="sr-only" role="status">
          {t('checkout.price.updating')}
        </p>
      )}
      <dl className="mt-4 space-y-2.5">
        {quote.days.map((day) => (
          <Line
            key={day.date}
            label={t(
              quote.duration === 'half_day'
                ? 'checkout.price.halfDayLine'
                : 'checkout.price.dayLine',
              { date: formatDay(lang, day.date), season: season(day.season) },
            )}
            value={money(day.priceCents)}
          />
        ))}
        {quote.skipper.included && (
          <Line
            label={t('checkout.price.skipperLine', {
              count: quote.dayCount,
              price: money(quote.skipper.perDayCents),
            })}
            value={money(quote.skipper.totalCents)}
          />
        )}
        <Line
          label={t('checkout.price.total')}
          value={money(quote.totalCents)}
          strong
          className="border-t border-ink-200 pt-3"
        />
      </dl>
      <dl className="mt-4 space-y-2 rounded-xl bg-sea-50 p-3.5 ring-1 ring-sea-100">
        <Line
          label={t('checkout.price.firstPayment', { percent: quote.firstPayment.percent })}
          detail={fee(first.feeCents)}
          value={money(first.amountCents)}
        />
        <Line
          label={t('checkout.price.rest')}
          detail={fee(rest.feeCents)}
          value={money(rest.amountCents)}
        />
      </dl>
      {feePercent === null && (
        <p className="mt-2.5 text-[13px] leading-snug text-ink-500">
          {t('checkout.price.feeMaybe', { percent: formatPercent(lang, quote.cardFeePercent) })}
        </p>
      )}
    </div>
  );
}
