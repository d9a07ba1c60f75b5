import { Ban } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { formatMoney } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLang } from '../../lib/lang';
import { cancelBooking, type TBoatTimes, type TBooking } from './api';
import { canCancel, refundPreview } from './booking-view';

/**
 * The client's way out: a pending request is withdrawn for free; an accepted booking refunds by
 * the boat's cancellation conditions, the amount shown before confirming (computed as the server
 * will, shared/billing.ts), and the rest due at check-in is never charged.
 */
export function ClientActions({
  booking,
  times,
  now,
  onChange,
}: {
  booking: TBooking;
  times: TBoatTimes | null;
  now: Date;
  onChange: (booking: TBooking, notice?: string) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.cancel' });
  const ta = useTranslation('translation', { keyPrefix: 'booking.actions' }).t;
  const lang = useLang();
  if (!canCancel(booking)) return null;
  const money = (cents: number) => formatMoney(cents, lang);
  const isPending = booking.status === 'pending';
  const conditions = t(`conditions.${booking.boat.cancellation}`);
  let description = t('pendingText');
  if (!isPending) {
    const paid = money(booking.payments.chargedCents - booking.payments.refundedCents);
    if (!times) description = t('clientUnknown', { conditions, paid });
    else {
      const preview = refundPreview(booking, 'client', times.departureTime, now);
      description =
        preview.refundCents > 0
          ? t('clientRefund', {
              conditions,
              paid,
              percent: preview.percent,
              refund: money(preview.refundCents),
            })
          : t('clientNoRefund', { conditions, paid });
    }
  }
  const label = isPending ? ta('cancelRequest') : ta('cancel');
  return (
    <div className="mt-6 border-t border-ink-100 pt-5">
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="lg" className="ring-1 ring-ink-200">
            <Ban className="h-5 w-5" aria-hidden="true" />
            {label}
          </Button>
        }
        title={isPending ? t('pendingTitle') : t('acceptedTitle')}
        description={description}
        confirmLabel={label}
        cancelLabel={ta('keep')}
        onConfirm={async () => onChange(await cancelBooking(booking.id), ta('canceled'))}
      />
    </div>
  );
}
