import { ArrowUpRight, MapPin } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Picture } from '../../components/ui/picture';
import { useLang } from '../../lib/lang';
import type { TBooking } from './api';
import { bookingReference, formatInstant, formatTripDates } from './booking-view';
import { BookingStatusBadge } from './status-badge';

/** The top of the booking page: the boat's cover, its name (to its page), harbour and dates. */
export function BookingHeader({ booking }: { booking: TBooking }) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.page' });
  const lang = useLang();
  const { boat } = booking;
  return (
    <header className="overflow-hidden rounded-3xl bg-white shadow-xs ring-1 ring-ink-900/[0.07] sm:flex">
      <Picture
        assetId={boat.pictureId}
        alt={boat.name}
        sizes="(min-width: 640px) 288px, 100vw"
        fallbackWidth={640}
        priority
        className="aspect-[16/9] w-full sm:aspect-auto sm:w-72 sm:shrink-0"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5 sm:p-7">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="text-xs font-bold tracking-widest text-sea-700 uppercase">{t('eyebrow')}</p>
          <BookingStatusBadge status={booking.status} />
        </div>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl">
          <Link
            to={`/${lang}/boats/${boat.slug}`}
            className="decoration-2 underline-offset-4 hover:underline"
          >
            {boat.name}
          </Link>
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[15px] text-ink-600">
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="h-4 w-4 text-ink-400" aria-hidden="true" />
            {boat.harbour}
          </span>
          <span className="font-semibold text-ink-800">
            {formatTripDates(booking.startDate, booking.endDate, lang)}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-1 text-[13px] text-ink-500">
          <span>
            {t('reference', { reference: bookingReference(booking.id) })} ·{' '}
            {t('requestedOn', { date: formatInstant(booking.createdAt, lang, false) })}
          </span>
          <Link
            to={`/${lang}/boats/${boat.slug}`}
            className="inline-flex items-center gap-1 font-bold text-sea-800 hover:underline"
          >
            {t('viewBoat')}
            <ArrowUpRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </header>
  );
}
