import { ArrowRight, Check, LoaderCircle, Tag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { formatMoney, percentOf } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { acceptOffer, fetchBooking, type TBooking } from './api';
import { formatInstant, isAnswerable } from './booking-view';
import { ChargeFailure } from './charge-failure';
import { Panel } from './panel';

/**
 * The owner's offer on a pending request (spec: 'no offer yet', 'current offer', accept): the new
 * total or discount and the note. The client accepts it at the offered price, which confirms the
 * booking and charges the first payment of the new total.
 */
export function OfferBox({
  booking,
  now,
  onChange,
}: {
  booking: TBooking;
  now: Date;
  onChange: (booking: TBooking, notice?: string) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.offer' });
  const common = useTranslation().t;
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const money = (cents: number) => formatMoney(cents, lang);
  const { offer } = booking;
  const isClient = booking.role === 'client';
  const open = isAnswerable(booking, now);

  const accept = async (offeredAt: string) => {
    setBusy(true);
    setFailure(null);
    try {
      onChange(await acceptOffer(booking.id, offeredAt), t('accepted'));
    } catch (error) {
      setFailure(error);
      // a declined card, or an offer replaced meanwhile: show the booking as it is now
      if (error instanceof ApiError && (error.status === 402 || error.status === 409))
        onChange(await fetchBooking(booking.id).catch(() => booking));
    } finally {
      setBusy(false);
    }
  };

  const firstPayment = offer ? percentOf(offer.totalCents, booking.price.firstPaymentPercent) : 0;
  const firstWithFee = firstPayment + percentOf(firstPayment, booking.price.cardFeePercent);

  return (
    <Panel title={t('title')}>
      {isClient && booking.lastChargeFailure && (
        <ChargeFailure
          code={booking.lastChargeFailure}
          text={(reason) =>
            common('booking.actions.cardFailureClient', { owner: booking.owner.name, reason })
          }
          action={
            <Link
              to={`/${lang}/settings/account`}
              className="mt-1 inline-flex items-center gap-1 font-bold underline underline-offset-2"
            >
              {common('booking.actions.changeCard')}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          }
        />
      )}
      {!offer ? (
        <div className="rounded-2xl border border-dashed border-ink-200 p-5 text-center">
          <p className="font-bold text-ink-900">{t('none')}</p>
          <p className="mt-1 text-[15px] text-ink-600">
            {isClient ? t('noneClient', { owner: booking.owner.name }) : t('noneOwner')}
          </p>
        </div>
      ) : (
        <div className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200">
          <p className="flex items-center gap-2 text-xs font-bold tracking-widest text-sea-800 uppercase">
            <Tag className="h-4 w-4" aria-hidden="true" />
            {t('current')}
          </p>
          <div className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="text-3xl font-extrabold tracking-tight text-ink-900 tabular-nums">
              {money(offer.totalCents)}
            </p>
            {offer.discountPercent !== null && (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-bold text-emerald-900">
                {t('discount', { percent: offer.discountPercent })}
              </span>
            )}
            <span className="text-[15px] text-ink-500">
              {t('was', { amount: money(booking.price.totalCents) })}
            </span>
          </div>
          {offer.note && (
            <blockquote className="mt-3 border-l-4 border-sea-300 pl-3 text-[15px] leading-relaxed whitespace-pre-line text-ink-800">
              {offer.note}
            </blockquote>
          )}
          <p className="mt-3 text-[13px] text-ink-500">
            {t('sentOn', { date: formatInstant(offer.offeredAt, lang) })}
          </p>
          {isClient && open && (
            <div className="mt-5 border-t border-sand-200 pt-5">
              {failure !== null && (
                <div className="mb-4">
                  <FormAlert>{apiErrorText(failure, lang, common)}</FormAlert>
                </div>
              )}
              <Button
                size="lg"
                className="w-full sm:w-auto"
                disabled={busy}
                onClick={() => void accept(offer.offeredAt)}
              >
                {busy ? (
                  <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
                ) : (
                  <Check className="h-5 w-5" aria-hidden="true" />
                )}
                {t('accept')}
              </Button>
              <p className="mt-3 text-[13px] text-ink-500">
                {t('acceptHint', { amount: money(firstWithFee) })}
              </p>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
