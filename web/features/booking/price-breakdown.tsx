import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { ownerCommission, ownerCommissionPercent } from '../../../shared/billing';
import { formatMoney } from '../../../shared/money';
import { useLang } from '../../lib/lang';
import type { TBooking } from './api';
import { dayCount, groupDayPrices } from './booking-view';
import { Panel } from './panel';

function Line({
  label,
  value,
  strong = false,
  good = false,
  note,
  className = '',
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  /** money in the client's favour, in green */
  good?: boolean;
  note?: string;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-wrap items-baseline justify-between gap-x-4 ${strong ? 'text-base font-bold text-ink-900' : `text-[15px] ${good ? 'font-semibold text-emerald-800' : 'text-ink-700'}`} ${className}`}
    >
      <dt className="min-w-0 flex-1">{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
      {note && <dd className="mt-0.5 w-full text-[13px] font-normal text-ink-500">{note}</dd>}
    </div>
  );
}

/**
 * The frozen price of the booking: boat days, skipper, an accepted offer's adjustment and the
 * total, then what is charged when, each charge with its card fee when the card carries one.
 */
export function PriceBreakdown({ booking }: { booking: TBooking }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.price' });
  const lang = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  const { price } = booking;
  const adjustment = price.totalCents - price.boatCents - price.skipperCents;
  const percent = new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(price.cardFeePercent);
  const hasFee = price.cardFeePercent > 0;
  const closed = ['rejected', 'expired', 'canceled'].includes(booking.status);
  const feeNote = (cents: number) =>
    hasFee && cents > 0 ? t('cardFee', { fee: money(cents), percent }) : undefined;
  return (
    <Panel title={t('title')}>
      <dl className="space-y-2.5">
        {booking.duration === 'half_day' || price.days.length === 0 ? (
          <Line
            label={
              booking.duration === 'half_day'
                ? t('boatHalfDay')
                : t('boatDays', { count: dayCount(booking) })
            }
            value={money(price.boatCents)}
          />
        ) : (
          groupDayPrices(price.days).map((group) => (
            <Line
              key={group.priceCents}
              label={t('boatDays', { count: group.count, price: money(group.priceCents) })}
              value={money(group.totalCents)}
            />
          ))
        )}
        {price.skipperCents > 0 && <Line label={t('skipper')} value={money(price.skipperCents)} />}
        {adjustment !== 0 && (
          <Line
            label={t('offerAdjustment')}
            value={`${adjustment < 0 ? '−' : '+'}${money(Math.abs(adjustment))}`}
            good
          />
        )}
        <Line
          label={t('total')}
          value={money(price.totalCents)}
          strong
          className="border-t border-ink-200 pt-3"
        />
        {booking.role !== 'client' && !closed && (
          <>
            <Line
              label={t('commission', { percent: ownerCommissionPercent })}
              value={`−${money(ownerCommission(price.totalCents))}`}
            />
            <Line
              label={booking.role === 'owner' ? t('payout') : t('payoutAdmin')}
              value={money(price.totalCents - ownerCommission(price.totalCents))}
              good
            />
          </>
        )}
      </dl>
      {/* how it is paid matters while the booking is alive (and once sailed) */}
      {!closed && (
        <div className="mt-5 rounded-2xl bg-sea-50 p-4 ring-1 ring-sea-100">
          <h3 className="text-[11px] font-bold tracking-wider text-sea-800 uppercase">
            {t('howPaid')}
          </h3>
          <dl className="mt-2.5 space-y-2">
            <Line
              label={t('firstPayment', { percent: price.firstPaymentPercent })}
              value={money(price.firstPayment.baseCents)}
              note={feeNote(price.firstPayment.feeCents)}
            />
            <Line
              label={t('rest')}
              value={money(price.restAtCheckIn.baseCents)}
              note={feeNote(price.restAtCheckIn.feeCents)}
            />
          </dl>
          {hasFee && (
            <p className="mt-3 text-[13px] leading-snug text-ink-600">
              {t('cardFeeNote', { percent })}
            </p>
          )}
        </div>
      )}
    </Panel>
  );
}
