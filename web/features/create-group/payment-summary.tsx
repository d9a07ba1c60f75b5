import { CalendarCheck, CreditCard, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { chargeLine, cardFeePercent } from '../../../shared/billing';
import { formatMoney, percentOf } from '../../../shared/money';
import { useLang } from '../../lib/lang';
import { formatPercent } from './format';

type TPaymentSummaryProps = {
  seats: number;
  pricePerPersonCents: number;
  /** FIRST_PAYMENT_SHARE */
  firstPaymentPercent: number;
  /** the chosen card carries the fee (American Express or issued outside Spain) */
  feeApplies: boolean;
};

/** The creator's money: the first share of their seats now, the rest at check-in (spec §1, §4). */
export function PaymentSummary(props: TPaymentSummaryProps) {
  const { seats, pricePerPersonCents, firstPaymentPercent, feeApplies } = props;
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const lang = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  const totalCents = seats * pricePerPersonCents;
  const firstBase = percentOf(totalCents, firstPaymentPercent);
  const first = chargeLine(firstBase, feeApplies);
  const rest = chargeLine(totalCents - firstBase, feeApplies);
  const fee = formatPercent(lang, cardFeePercent);
  return (
    <section
      aria-labelledby="pay-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
    >
      <h2 id="pay-title" className="text-xl font-bold tracking-tight text-ink-900">
        {t('pay.title')}
      </h2>
      <dl className="mt-4 space-y-2 text-[15px] text-ink-700 tabular-nums">
        <div className="flex justify-between gap-4">
          <dt>{t('pay.seats', { count: seats, price: money(pricePerPersonCents) })}</dt>
          <dd className="font-semibold text-ink-900">{money(totalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-ink-100 pt-3 text-base">
          <dt className="flex items-center gap-2 font-bold text-ink-900">
            <CreditCard className="h-4 w-4 text-sea-700" aria-hidden="true" />
            {t('pay.now', { percent: formatPercent(lang, firstPaymentPercent) })}
          </dt>
          <dd className="text-lg font-extrabold text-ink-900">{money(first.amountCents)}</dd>
        </div>
        {feeApplies && (
          <div className="flex justify-between gap-4 pl-6 text-sm text-ink-500">
            <dt>{t('pay.fee', { percent: fee })}</dt>
            <dd>{money(first.feeCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="flex items-center gap-2">
            <CalendarCheck className="h-4 w-4 text-sea-700" aria-hidden="true" />
            {t('pay.later')}
          </dt>
          <dd className="font-semibold text-ink-900">{money(rest.amountCents)}</dd>
        </div>
      </dl>
      <p className="mt-4 flex items-start gap-2 text-[13px] leading-snug text-ink-600">
        <ShieldCheck className="mt-px h-4 w-4 shrink-0 text-sea-700" aria-hidden="true" />
        {t('pay.refund')}
      </p>
    </section>
  );
}
