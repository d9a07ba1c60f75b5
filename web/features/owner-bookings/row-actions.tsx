import {
  CalendarCheck2,
  Check,
  ChevronRight,
  Ellipsis,
  LoaderCircle,
  Settings2,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { todayInMadrid } from '../../../shared/dates';
import { Button, LinkButton } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ApiError } from '../../lib/api';
import { useLang } from '../../lib/lang';
import { acceptBooking, fetchBooking, rejectBooking, type TBooking } from '../booking/api';
import { isAwaitingAnswer } from './list';
import { ManageDialog } from './manage-dialog';

type TRowActionsProps = {
  booking: TBooking;
  now: number;
  /** the stay as the row shows it (dates, duration), for the dialogs */
  stay: string;
  /** the booking as the API answered, and a sentence to announce when something was done */
  onChange: (booking: TBooking, notice?: string) => void;
  onFailure: (failure: unknown) => void;
};

const outlined = 'px-2.5 ring-1 ring-ink-200 hover:ring-ink-400 sm:px-3.5';

/**
 * What the owner does from the list: accept (charges the first payment) and reject (after a
 * confirmation) a pending request in one click; make an offer, check in or cancel in the booking
 * page's owner actions, opened in a dialog; and the way to the booking page.
 */
export function RowActions({ booking, now, stay, onChange, onFailure }: TRowActionsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerBookings' });
  const lang = useLang();
  const [accepting, setAccepting] = useState(false);
  const names = { client: booking.client.name, boat: booking.boat.name };

  const accept = async () => {
    setAccepting(true);
    onFailure(null);
    try {
      onChange(
        await acceptBooking(booking.id),
        t(booking.group ? 'actions.acceptedGroup' : 'actions.accepted', names),
      );
    } catch (failure) {
      onFailure(failure);
      // a declined card leaves the request pending with the processor's reason: show it
      if (failure instanceof ApiError && failure.status === 402)
        onChange(await fetchBooking(booking.id).catch(() => booking));
    } finally {
      setAccepting(false);
    }
  };

  if (isAwaitingAnswer(booking, now)) {
    return (
      <div className="grid grid-cols-[1fr_1fr_auto] items-center gap-2 xl:flex xl:justify-end">
        <Button
          variant="secondary"
          className="px-2.5 sm:px-3.5"
          onClick={() => void accept()}
          disabled={accepting}
          aria-label={t('actions.acceptOf', names)}
        >
          {accepting ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Check className="hidden h-4 w-4 sm:block" aria-hidden="true" />
          )}
          {accepting ? t('actions.accepting') : t('actions.accept')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              className={outlined}
              disabled={accepting}
              aria-label={t('actions.rejectOf', names)}
            >
              <X className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {t('actions.reject')}
            </Button>
          }
          icon={
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-coral-100 text-coral-700">
              <X className="h-5 w-5" aria-hidden="true" />
            </span>
          }
          title={t('actions.rejectTitle', { client: booking.client.name })}
          description={t('actions.rejectText', { boat: booking.boat.name, dates: stay })}
          confirmLabel={t('actions.rejectConfirm')}
          cancelLabel={t('actions.keep')}
          onConfirm={async () => {
            onFailure(null);
            onChange(await rejectBooking(booking.id), t('actions.rejected', names));
          }}
        />
        <ManageDialog
          booking={booking}
          now={now}
          stay={stay}
          onChange={onChange}
          trigger={
            <Button
              variant="ghost"
              className="w-10 px-0 ring-1 ring-ink-200 hover:ring-ink-400"
              disabled={accepting}
              aria-label={t('manage.moreOf', names)}
              title={t('manage.more')}
            >
              <Ellipsis className="h-5 w-5" strokeWidth={3} aria-hidden="true" />
            </Button>
          }
        />
      </div>
    );
  }

  const checkInDay = booking.status === 'accepted' && !booking.checkedInAt;
  const canCheckIn = checkInDay && todayInMadrid(new Date(now)) >= booking.startDate;
  return (
    <div className="flex items-center justify-end gap-2">
      {checkInDay && (
        <ManageDialog
          booking={booking}
          now={now}
          stay={stay}
          onChange={onChange}
          trigger={
            <Button
              variant={canCheckIn ? 'primary' : 'ghost'}
              className={canCheckIn ? 'px-3.5' : outlined}
              aria-label={canCheckIn ? t('actions.checkInOf', names) : t('manage.manageOf', names)}
            >
              {canCheckIn ? (
                <CalendarCheck2 className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Settings2 className="h-4 w-4" aria-hidden="true" />
              )}
              {canCheckIn ? t('actions.checkIn') : t('manage.manage')}
            </Button>
          }
        />
      )}
      <LinkButton
        to={`/${lang}/booking/${booking.id}`}
        variant="ghost"
        className={outlined}
        aria-label={t('actions.openOf', names)}
      >
        {t('actions.open')}
        <ChevronRight className="-mr-1 h-4 w-4" aria-hidden="true" />
      </LinkButton>
    </div>
  );
}
