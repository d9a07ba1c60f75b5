import { CalendarClock, CircleCheck, MessageCircle, ShipWheel, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { todayInMadrid } from '../../../shared/dates';
import { pictureUrl } from '../../../shared/media';
import { formatMoney } from '../../../shared/money';
import { Avatar } from '../../components/ui/avatar';
import { FormAlert } from '../../components/ui/field';
import { Picture } from '../../components/ui/picture';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import type { TBooking } from '../booking/api';
import { ChargeFailure } from '../booking/charge-failure';
import { BookingStatusBadge } from '../booking/status-badge';
import { formatStay } from './format';
import { checkInInDays } from './list';
import { RowActions } from './row-actions';
import { TimeLeftBadge } from './time-left-badge';

/** The list's columns on wide screens (a card below `xl`); the header row uses the same template. */
export const rowColumns =
  'xl:grid-cols-[9rem_minmax(0,1.05fr)_minmax(0,1.2fr)_minmax(0,1fr)_7rem_18rem]';

type TBookingRowProps = {
  booking: TBooking;
  now: number;
  /** the booking as the API answered, and a sentence to announce when something was done */
  onChange: (booking: TBooking, notice?: string) => void;
};

/**
 * One request or booking: a table row on wide screens, a card on small ones. Pending requests
 * show their live time left, upcoming check-ins stand out, a declined card says why.
 */
export function BookingRow({ booking, now, onChange }: TBookingRowProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerBookings' });
  const { t: tAll } = useTranslation();
  const lang = useLang();
  const [failure, setFailure] = useState<unknown>(null);
  const today = todayInMadrid(new Date(now));
  const dates = formatStay(booking.startDate, booking.endDate, lang, today);
  const checkIn = checkInInDays(booking, now);
  const duration =
    booking.duration === 'days'
      ? t('duration.days', { count: booking.price.days.length })
      : booking.duration === 'half_day'
        ? t(`duration.${booking.slot ?? 'morning'}`)
        : t('duration.day');
  const offer = booking.status === 'pending' ? booking.offer : null;
  const declined =
    failure instanceof ApiError &&
    failure.status === 402 &&
    booking.status === 'pending' &&
    !!booking.lastChargeFailure;

  return (
    <li
      data-testid="owner-booking"
      data-booking-id={booking.id}
      data-status={booking.status}
      className={`grid min-w-0 grid-cols-[minmax(0,1fr)_auto] content-start gap-x-4 gap-y-3 rounded-2xl p-4 shadow-xs ring-1 xl:content-center xl:items-center xl:gap-x-3 xl:gap-y-2 xl:rounded-xl xl:px-5 xl:py-3.5 ${rowColumns} ${
        checkIn !== null ? 'bg-sea-50 ring-2 ring-sea-500/50' : 'bg-white ring-ink-900/[0.07]'
      }`}
    >
      {/* status, and how long is left to answer or to the check-in */}
      <div className="col-span-2 flex flex-wrap items-center gap-2 xl:col-span-1 xl:flex-col xl:items-start xl:gap-1.5">
        <BookingStatusBadge status={booking.status} />
        {booking.status === 'pending' && <TimeLeftBadge respondBy={booking.respondBy} now={now} />}
        {checkIn !== null && (
          <span className="inline-flex items-center gap-1 text-xs font-bold whitespace-nowrap text-sea-800">
            <CalendarClock className="h-3.5 w-3.5" aria-hidden="true" />
            {checkIn === 0
              ? t('checkIn.today')
              : checkIn === 1
                ? t('checkIn.tomorrow')
                : t('checkIn.inDays', { count: checkIn })}
          </span>
        )}
        {booking.checkedInAt && booking.status === 'accepted' && (
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
            <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {t('checkIn.done')}
          </span>
        )}
      </div>

      {/* the client, how many and whether with a skipper */}
      <div className="col-span-2 flex min-w-0 items-center gap-3 xl:col-span-1">
        <Avatar
          name={booking.client.name}
          src={booking.client.pictureId ? pictureUrl(booking.client.pictureId, 320) : null}
          className="ring-0"
        />
        <div className="min-w-0">
          <p className="flex min-w-0 items-center gap-1.5">
            <span className="truncate font-bold text-ink-900" data-testid="owner-booking-client">
              {booking.client.name}
            </span>
            {!booking.group && (
              // the conversation with the client about this booking (opened, or started)
              <Link
                to={`/${lang}/backoffice/messages/new?booking=${booking.id}`}
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sea-700 hover:bg-sea-50 hover:text-sea-900"
                aria-label={t('actions.messageOf', { client: booking.client.name })}
                title={t('actions.message')}
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
              </Link>
            )}
          </p>
          {booking.group && (
            <p className="truncate text-sm font-semibold text-coral-700" title={booking.group.name}>
              {t('groupRequest', { name: booking.group.name })}
            </p>
          )}
          {!booking.group && booking.client.rating.count > 0 && booking.client.rating.average && (
            // what other owners said of this client (published valuations, decision 0035)
            <ClientRating
              average={booking.client.rating.average}
              count={booking.client.rating.count}
            />
          )}
          <p className="flex items-center gap-x-2.5 text-sm whitespace-nowrap text-ink-600">
            <span
              className="inline-flex items-center gap-1"
              title={t('people', { count: booking.people })}
            >
              <Users className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span aria-hidden="true">{booking.people}</span>
              <span className="sr-only">{t('people', { count: booking.people })}</span>
            </span>
            <span className="inline-flex min-w-0 items-center gap-1">
              <ShipWheel className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{booking.skipper ? t('skipper') : t('noSkipper')}</span>
            </span>
          </p>
        </div>
      </div>

      {/* the boat */}
      <div className="col-span-2 flex min-w-0 items-center gap-3 xl:col-span-1">
        <Picture
          assetId={booking.boat.pictureId}
          alt={booking.boat.pictureId ? '' : booking.boat.name}
          sizes="64px"
          fallbackWidth={320}
          className="h-11 w-14 shrink-0 rounded-lg"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink-900" data-testid="owner-booking-boat">
            {booking.boat.name}
          </p>
          <p className="truncate text-sm text-ink-600" title={booking.boat.harbour}>
            {booking.boat.harbour}
          </p>
        </div>
      </div>

      {/* dates */}
      <div className="min-w-0">
        <p className="font-semibold text-ink-900 first-letter:uppercase">{dates}</p>
        <p className="text-sm text-ink-600">{duration}</p>
      </div>

      {/* total, or the offer sent and the total it replaces */}
      <div className="flex flex-col items-end text-right tabular-nums">
        {offer ? (
          <>
            <span className="rounded-full bg-sea-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-sea-900">
              {offer.discountPercent
                ? t('offerDiscount', { discount: offer.discountPercent })
                : t('offer')}
            </span>
            <span className="mt-0.5 font-bold text-sea-800">
              {formatMoney(offer.totalCents, lang)}
            </span>
            <del className="text-xs text-ink-500">
              {formatMoney(booking.price.totalCents, lang)}
            </del>
          </>
        ) : (
          <span className="font-bold text-ink-900">
            {formatMoney(booking.price.totalCents, lang)}
          </span>
        )}
      </div>

      <div className="col-span-2 xl:col-span-1">
        <RowActions
          booking={booking}
          now={now}
          stay={`${dates} · ${duration}`}
          onChange={onChange}
          onFailure={setFailure}
        />
      </div>

      {(failure !== null || (booking.status === 'pending' && booking.lastChargeFailure)) && (
        <div className="col-span-2 flex flex-col gap-2 xl:col-span-full">
          {booking.status === 'pending' && booking.lastChargeFailure && (
            // the booking page's words for the processor's code; its own margin is not wanted here
            <div className="[&>div]:mb-0">
              <ChargeFailure
                code={booking.lastChargeFailure}
                text={(reason) =>
                  tAll('booking.actions.cardFailure', { client: booking.client.name, reason })
                }
              />
            </div>
          )}
          {failure !== null &&
            (declined ? (
              // the card's failure above already says it on screen; screen readers hear it now
              <p role="alert" className="sr-only">
                {apiErrorText(failure, lang, tAll)}
              </p>
            ) : (
              <FormAlert>{apiErrorText(failure, lang, tAll)}</FormAlert>
            ))}
        </div>
      )}
    </li>
  );
}

/** The stars owners gave a client: `★ 4,8 (3)`, said in full to screen readers and on hover. */
function ClientRating({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerBookings' });
  const lang = useLang();
  const shown = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
  const label = t('clientRating', { average: shown, count });
  return (
    <p className="inline-flex items-center gap-1 text-xs font-semibold text-ink-700" title={label}>
      <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span aria-hidden="true">
        {shown} <span className="font-normal text-ink-500">({count})</span>
      </span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
