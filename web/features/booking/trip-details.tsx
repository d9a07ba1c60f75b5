import { CalendarDays, Clock, LifeBuoy, MapPin, MessageCircle, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { pictureUrl } from '../../../shared/media';
import { Avatar } from '../../components/ui/avatar';
import { useLang } from '../../lib/lang';
import type { TBoatTimes, TBooking } from './api';
import { dayCount, formatTripDates, scheduleOf } from './booking-view';
import { Panel } from './panel';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd are the only children a dl's group may have: the icon sits in the term
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-[13px] font-semibold text-ink-500">
        <span className="absolute top-0.5 left-0 flex h-9 w-9 items-center justify-center rounded-xl bg-sea-50 text-sea-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-[15px] font-semibold text-ink-900">{children}</dd>
    </div>
  );
}

/** Dates, hours, people, skipper and harbour of the trip; the other party and the client's note. */
export function TripDetails({ booking, times }: { booking: TBooking; times: TBoatTimes | null }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.trip' });
  const tp = useTranslation('translation', { keyPrefix: 'booking.party' }).t;
  const lang = useLang();
  const isClient = booking.role === 'client';
  const other = isClient ? booking.owner : booking.client;
  const hours = times && scheduleOf(booking, times);
  const days = dayCount(booking);
  const iconClass = 'h-[18px] w-[18px]';
  return (
    <Panel title={isClient ? t('title') : t('titleOwner')}>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact icon={<CalendarDays className={iconClass} aria-hidden="true" />} label={t('dates')}>
          {formatTripDates(booking.startDate, booking.endDate, lang)}
          {booking.duration === 'days' && (
            <span className="block text-[13px] font-medium text-ink-500">
              {t('days', { count: days })}
            </span>
          )}
        </Fact>
        <Fact icon={<Clock className={iconClass} aria-hidden="true" />} label={t('schedule')}>
          {booking.slot && <span className="block">{t(`slots.${booking.slot}`)}</span>}
          {hours && (
            <span className={booking.slot ? 'block text-[13px] font-medium text-ink-500' : ''}>
              {t('scheduleDay', hours)}
            </span>
          )}
        </Fact>
        <Fact icon={<Users className={iconClass} aria-hidden="true" />} label={t('people')}>
          {t('peopleCount', { count: booking.people })}
        </Fact>
        <Fact icon={<LifeBuoy className={iconClass} aria-hidden="true" />} label={t('skipper')}>
          {booking.skipper ? t('withSkipper') : t('withoutSkipper')}
        </Fact>
        <Fact icon={<MapPin className={iconClass} aria-hidden="true" />} label={t('harbour')}>
          {booking.boat.harbour}
        </Fact>
      </dl>
      <div className="mt-6 flex items-center gap-3 border-t border-ink-100 pt-5">
        <Avatar
          name={other.name}
          src={other.pictureId ? pictureUrl(other.pictureId, 320) : null}
          size="lg"
          className="ring-0"
        />
        <div className="min-w-0 flex-1">
          <p className="text-[13px] font-semibold text-ink-500">
            {isClient ? tp('owner') : tp('client')}
          </p>
          <p className="truncate text-base font-bold text-ink-900">{other.name}</p>
        </div>
        {/* the inbox opens this booking's conversation, or starts it */}
        <Link
          to={`/${lang}/settings/inbox/new?booking=${encodeURIComponent(booking.id)}`}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {tp('messages')}
        </Link>
      </div>
      {booking.message && (
        <figure className="mt-5 rounded-2xl bg-sand-50 p-4 ring-1 ring-ink-900/5">
          <figcaption className="text-[13px] font-semibold text-ink-500">
            {t('message', { name: booking.client.name })}
          </figcaption>
          <blockquote className="mt-1 text-[15px] leading-relaxed whitespace-pre-line text-ink-800">
            {booking.message}
          </blockquote>
        </figure>
      )}
    </Panel>
  );
}
