import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { TBoatQuote } from '../../../shared/dto/boat-details';
import { formatMoney } from '../../../shared/money';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { formatNumber } from './format';
import { groupDayLines } from './quote-lines';

function Line({
  label,
  value,
  strong = false,
  className = '',
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-base font-bold text-ink-900' : 'text-[15px] text-ink-700'} ${className}`}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The quote in words: day lines by season, skipper, total, what is charged when, the card fee,
 * and what is paid at the harbour (deposit, fuel). A refused request shows why.
 */
export function QuoteBreakdown({
  quote,
  error,
  loading,
}: {
  quote: TBoatQuote | null;
  error: unknown;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  if (!quote) {
    // field errors are shown under their fields; anything else here
    const fieldsOnly = error instanceof ApiError && error.fields.length > 0;
    return fieldsOnly || !error ? null : (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-xl bg-coral-100 px-3 py-2.5 text-sm font-medium text-coral-700"
      >
        <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {apiErrorText(error, lang, t) || t('boatPage.quote.failed')}
      </p>
    );
  }
  const season = (s: TBoatQuote['days'][number]['season']) => t(`boatPage.prices.seasons.${s}`);
  const lines = groupDayLines(quote.days);
  const slot = quote.slot
    ? `${t(`boatPage.quote.slots.${quote.slot}`).toLocaleLowerCase(lang)} ${quote.hours.from}–${quote.hours.to}`
    : '';
  return (
    <div
      aria-busy={loading}
      aria-live="polite"
      className={`space-y-4 transition-opacity ${loading ? 'opacity-60' : ''}`}
    >
      {quote.available ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-sea-800">
          <CircleCheck className="h-4 w-4" aria-hidden="true" />
          {t('boatPage.quote.available')}
        </p>
      ) : (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-coral-100 px-3 py-2.5 text-sm font-semibold text-coral-700"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('boatPage.quote.unavailable')}
        </p>
      )}
      <h3 className="sr-only">{t('boatPage.quote.breakdown')}</h3>
      {loading && <p className="sr-only">{t('boatPage.quote.updating')}</p>}
      <dl className="space-y-2">
        {lines.map((line) => (
          <Line
            key={`${line.season}-${line.priceCents}`}
            label={
              quote.duration === 'half_day'
                ? t('boatPage.quote.halfDayLine', { slot, season: season(line.season) })
                : t('boatPage.quote.dayLine', {
                    count: line.days,
                    price: money(line.priceCents),
                    season: season(line.season),
                  })
            }
            value={money(line.totalCents)}
          />
        ))}
        {quote.skipper.included && (
          <Line
            label={t('boatPage.quote.skipperLine', {
              count: quote.dayCount,
              price: money(quote.skipper.perDayCents),
            })}
            value={money(quote.skipper.totalCents)}
          />
        )}
        <Line
          label={t('boatPage.quote.total')}
          value={money(quote.totalCents)}
          strong
          className="border-t border-ink-200 pt-3"
        />
      </dl>
      <div className="rounded-xl bg-sea-50 p-3 ring-1 ring-sea-100">
        <dl className="space-y-1.5">
          <Line
            label={t('boatPage.quote.firstPayment', { percent: quote.firstPayment.percent })}
            value={money(quote.firstPayment.cents)}
          />
          <Line label={t('boatPage.quote.rest')} value={money(quote.restAtCheckInCents)} />
        </dl>
        <p className="pt-2.5 text-[13px] leading-snug text-ink-500">
          {t('boatPage.quote.cardFee', { percent: formatNumber(lang, quote.cardFeePercent, 1) })}
        </p>
      </div>
      {(quote.depositCents !== null || quote.fuel !== null) && (
        <div>
          <h3 className="text-[11px] font-bold tracking-wider text-ink-500 uppercase">
            {t('boatPage.quote.atHarbour')}
          </h3>
          <dl className="mt-2 space-y-1.5">
            {quote.depositCents !== null && (
              <Line label={t('boatPage.quote.deposit')} value={money(quote.depositCents)} />
            )}
            {quote.fuel !== null && (
              <Line
                label={
                  <>
                    {t('boatPage.quote.fuel')}{' '}
                    <span className="text-ink-500">
                      (
                      {t('boatPage.quote.fuelDetail', {
                        hours: formatNumber(lang, quote.fuel.hoursPerDay * quote.dayCount, 1),
                        price: money(quote.fuel.perHourCents),
                      })}
                      )
                    </span>
                  </>
                }
                value={`≈ ${money(quote.fuel.estimateCents)}`}
              />
            )}
          </dl>
        </div>
      )}
      <p className="text-[13px] leading-snug text-ink-500">{t('boatPage.quote.noCharge')}</p>
    </div>
  );
}
