import { ArrowRight, CalendarDays, Sailboat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/money';
import { LinkButton } from '../../components/ui/button';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';
import type { TBooking } from './api';
import {
  countByStatus,
  filterBookings,
  formatInstant,
  formatTripDates,
  listFilters,
  type TListFilter,
} from './booking-view';
import { BookingStatusBadge } from './status-badge';

/** One booking as a card: the boat's picture, name, harbour, dates, total and status. */
function BookingCard({ booking }: { booking: TBooking }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.list' });
  const lang = useLang();
  const money = (cents: number) => formatMoney(cents, lang);
  const pendingNote =
    booking.status === 'pending'
      ? booking.offer
        ? t('offer', { amount: money(booking.offer.totalCents) })
        : t('respondBy', { date: formatInstant(booking.respondBy, lang) })
      : null;
  return (
    <article className="group relative flex gap-4 rounded-3xl bg-white p-3 shadow-xs ring-1 ring-ink-900/[0.07] transition-shadow hover:shadow-md sm:p-4">
      <Picture
        assetId={booking.boat.pictureId}
        alt={booking.boat.name}
        sizes="(min-width: 640px) 176px, 112px"
        fallbackWidth={320}
        className="h-28 w-28 shrink-0 rounded-2xl sm:h-32 sm:w-44"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 className="min-w-0 text-base font-bold text-ink-900 sm:text-lg">
            <Link
              to={`/${lang}/booking/${booking.id}`}
              aria-label={t('open', { boat: booking.boat.name })}
              className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none after:focus-visible:ring-2 after:focus-visible:ring-sea-600"
            >
              {booking.boat.name}
            </Link>
          </h3>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className="truncate text-sm text-ink-500">{booking.boat.harbour}</p>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-ink-800">
          <CalendarDays className="h-4 w-4 shrink-0 text-ink-400" aria-hidden="true" />
          {formatTripDates(booking.startDate, booking.endDate, lang, 'short')}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 pt-1">
          <p className="text-sm text-ink-700">
            {t('total', { amount: money(booking.price.totalCents) })}
          </p>
          {pendingNote && <p className="text-[13px] font-semibold text-amber-800">{pendingNote}</p>}
        </div>
      </div>
    </article>
  );
}

/**
 * The client's bookings (/settings/bookings) with the spec's labels as filters, each a card to
 * its page; no bookings yet leads to the search.
 */
export function BookingsList({ bookings }: { bookings: TBooking[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.list' });
  const ts = useTranslation('translation', { keyPrefix: 'booking.status' }).t;
  const lang = useLang();
  const [filter, setFilter] = useState<TListFilter>('all');
  if (bookings.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-xs ring-1 ring-ink-900/[0.07] sm:py-16">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sea-100 text-sea-700">
          <Sailboat className="h-8 w-8" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-xl font-bold text-ink-900">{t('emptyTitle')}</h2>
        <p className="mt-2 max-w-sm text-[15px] leading-relaxed text-ink-600">{t('emptyText')}</p>
        <LinkButton to={`/${lang}/boats`} size="lg" className="mt-7">
          {t('emptyCta')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </LinkButton>
      </div>
    );
  }
  const counts = countByStatus(bookings);
  const shown = filterBookings(bookings, filter);
  const chips: { value: TListFilter; label: string; count: number }[] = [
    { value: 'all', label: t('all'), count: bookings.length },
    ...listFilters
      .filter((status) => counts[status] > 0)
      .map((status) => ({ value: status, label: ts(status), count: counts[status] })),
  ];
  return (
    <section aria-labelledby="bookings-count">
      <div
        role="group"
        aria-label={t('filterLabel')}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {chips.map((chip) => {
          const active = chip.value === filter;
          return (
            <button
              key={chip.value}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(chip.value)}
              className={`inline-flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-bold transition-colors ${
                active
                  ? 'bg-ink-900 text-white'
                  : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:ring-ink-400'
              }`}
            >
              {chip.label}
              <span
                className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-white/20' : 'bg-ink-100 text-ink-600'}`}
              >
                {chip.count}
              </span>
            </button>
          );
        })}
      </div>
      <h2
        id="bookings-count"
        className="mt-5 text-sm font-semibold text-ink-600"
        aria-live="polite"
      >
        {t('count', { count: shown.length })}
      </h2>
      {shown.length === 0 ? (
        <p className="mt-4 text-[15px] text-ink-600">{t('emptyFilter')}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {shown.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
