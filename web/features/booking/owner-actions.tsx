import { Ban, CalendarCheck2, Check, HandCoins, LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import {
  acceptBooking,
  cancelBooking,
  checkInBooking,
  fetchBooking,
  rejectBooking,
  type TBooking,
} from './api';
import { canCheckIn, formatTripDates, isAnswerable } from './booking-view';
import { ChargeFailure } from './charge-failure';
import { OfferDialog } from './offer-dialog';

type TOwnerActionsProps = {
  booking: TBooking;
  now: Date;
  /** the booking as the API answered, and a sentence to announce */
  onChange: (booking: TBooking, notice?: string) => void;
};

/**
 * What the boat's owner (or an admin) can do with a booking: accept (charges the first payment),
 * decline, make an offer while it is pending; mark the check-in (charges the rest) from the
 * departure day, or cancel with a full refund once accepted. Reusable in the back office.
 */
export function OwnerActions({ booking, now, onChange }: TOwnerActionsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.actions' });
  const common = useTranslation().t;
  const lang = useLang();
  const [accepting, setAccepting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const client = booking.client.name;
  const money = (cents: number) => formatMoney(cents, lang);

  const accept = async () => {
    setAccepting(true);
    setFailure(null);
    try {
      onChange(await acceptBooking(booking.id), t('accepted'));
    } catch (error) {
      setFailure(error);
      // a declined card is written on the booking (lastChargeFailure): show it
      if (error instanceof ApiError && error.status === 402)
        onChange(await fetchBooking(booking.id).catch(() => booking));
    } finally {
      setAccepting(false);
    }
  };

  if (isAnswerable(booking, now)) {
    return (
      <div className="mt-6 border-t border-ink-100 pt-5">
        {booking.lastChargeFailure && (
          <ChargeFailure
            code={booking.lastChargeFailure}
            text={(reason) => t('cardFailure', { client, reason })}
          />
        )}
        {failure !== null && (
          <div className="mb-4">
            <FormAlert>{apiErrorText(failure, lang, common)}</FormAlert>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="lg" disabled={accepting} onClick={() => void accept()}>
            {accepting ? (
              <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="h-5 w-5" aria-hidden="true" />
            )}
            {t('accept')}
          </Button>
          {/* a group's members paid at its price: the owner accepts or declines it */}
          {booking.group === null && (
            <OfferDialog
              booking={booking}
              onOffered={(next) => onChange(next, t('offered', { client }))}
              trigger={
                <Button variant="secondary" size="lg" disabled={accepting}>
                  <HandCoins className="h-5 w-5" aria-hidden="true" />
                  {booking.offer ? t('newOffer') : t('offer')}
                </Button>
              }
            />
          )}
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="lg"
                className="ring-1 ring-ink-200"
                disabled={accepting}
              >
                <X className="h-5 w-5" aria-hidden="true" />
                {t('reject')}
              </Button>
            }
            title={t('rejectTitle')}
            description={t('rejectText', { client })}
            confirmLabel={t('rejectConfirm')}
            cancelLabel={t('keep')}
            onConfirm={async () => onChange(await rejectBooking(booking.id), t('rejected'))}
          />
        </div>
        <p className="mt-3 text-[13px] text-ink-500">
          {booking.group
            ? t('acceptHintGroup', { group: booking.group.name })
            : t('acceptHint', { client, amount: money(booking.price.firstPayment.amountCents) })}
        </p>
      </div>
    );
  }

  if (booking.status !== 'accepted' || booking.checkedInAt) return null;
  const checkInOpen = canCheckIn(booking, now);
  return (
    <div className="mt-6 border-t border-ink-100 pt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {checkInOpen && (
          <ConfirmDialog
            trigger={
              <Button size="lg">
                <CalendarCheck2 className="h-5 w-5" aria-hidden="true" />
                {t('checkIn')}
              </Button>
            }
            title={t('checkInTitle')}
            description={t('checkInText', {
              client,
              amount: money(booking.price.restAtCheckIn.amountCents),
            })}
            confirmLabel={t('checkInConfirm')}
            cancelLabel={t('keep')}
            onConfirm={async () => onChange(await checkInBooking(booking.id), t('checkedIn'))}
          />
        )}
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="lg" className="ring-1 ring-ink-200">
              <Ban className="h-5 w-5" aria-hidden="true" />
              {t('cancel')}
            </Button>
          }
          title={common('booking.cancel.acceptedTitle')}
          description={common('booking.cancel.ownerText', {
            client,
            paid: money(booking.payments.chargedCents - booking.payments.refundedCents),
          })}
          confirmLabel={t('cancel')}
          cancelLabel={t('keep')}
          onConfirm={async () => onChange(await cancelBooking(booking.id), t('canceled'))}
        />
      </div>
      {!checkInOpen && (
        <p className="mt-3 text-[13px] text-ink-500">
          {t('checkInLater', { date: formatTripDates(booking.startDate, booking.startDate, lang) })}
        </p>
      )}
    </div>
  );
}
