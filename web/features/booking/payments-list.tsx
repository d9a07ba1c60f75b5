import { CreditCard, Undo2 } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { useLang } from '../../lib/lang';
import type { TBooking } from './api';
import { formatInstant } from './booking-view';
import { Panel } from './panel';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** The money that moved for the booking, from the ledger: charges, declines and refunds. */
export function PaymentsList({ booking }: { booking: TBooking }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.payments' });
  const lang = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  const { items, chargedCents, refundedCents } = booking.payments;
  return (
    <Panel title={t('title')}>
      {items.length === 0 ? (
        <p className="text-[15px] text-ink-600">{t('none')}</p>
      ) : (
        <>
          <ul className="divide-y divide-ink-100">
            {items.map((item, index) => {
              const isRefund = item.kind === 'refund';
              const failed = item.status === 'failed';
              const Icon = isRefund ? Undo2 : CreditCard;
              return (
                <li key={`${item.createdAt}-${index}`} className="flex items-center gap-3 py-3">
                  <span
                    className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-xl ${
                      failed
                        ? 'bg-coral-100 text-coral-700'
                        : isRefund
                          ? 'bg-emerald-100 text-emerald-800'
                          : 'bg-ink-100 text-ink-700'
                    }`}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-[15px] font-semibold text-ink-900">
                      {t(`kinds.${item.kind}`)}
                      {failed && (
                        <span className="ml-2 rounded-full bg-coral-100 px-2 py-0.5 text-xs font-bold text-coral-700">
                          {t('failed')}
                        </span>
                      )}
                    </p>
                    <p className="text-[13px] text-ink-500">
                      {formatInstant(item.createdAt, lang)}
                      {item.card && (
                        <span className="whitespace-nowrap">
                          {' · '}
                          {t('card', {
                            brand: brandNames[item.card.brand] ?? item.card.brand,
                            last4: item.card.last4,
                          })}
                        </span>
                      )}
                    </p>
                  </div>
                  <p
                    className={`shrink-0 text-[15px] font-semibold tabular-nums ${
                      failed
                        ? 'text-ink-500 line-through'
                        : isRefund
                          ? 'text-emerald-800'
                          : 'text-ink-900'
                    }`}
                  >
                    {isRefund ? `−${money(item.amountCents)}` : money(item.amountCents)}
                  </p>
                </li>
              );
            })}
          </ul>
          <dl className="mt-2 space-y-1 border-t border-ink-200 pt-3 text-[15px]">
            <div className="flex justify-between gap-4 font-semibold text-ink-900">
              <dt>{t('charged')}</dt>
              <dd className="tabular-nums">{money(chargedCents)}</dd>
            </div>
            {refundedCents > 0 && (
              <div className="flex justify-between gap-4 font-semibold text-emerald-800">
                <dt>{t('refunded')}</dt>
                <dd className="tabular-nums">−{money(refundedCents)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </Panel>
  );
}
