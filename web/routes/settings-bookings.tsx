import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { fetchBookings } from '../features/booking/api';
import { BookingsList } from '../features/booking/bookings-list';
import { bookingMeta } from '../features/booking/meta';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { SettingsLoadError } from '../features/settings/layout/settings-error';
import { SettingsLayout, SettingsSkeleton } from '../features/settings/layout/settings-layout';
import { useSettingsPerson } from '../features/settings/layout/use-settings-person';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import type { Route } from './+types/settings-bookings';

export const handle: TI18nHandle = { i18n: ['account', 'booking'] };

/**
 * 'My bookings' (spec: /{lang}/settings/bookings): the client's requests and bookings. Private
 * like the other settings: loaded in the browser with the session cookies.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const lang = requireSession(request, params.lang);
  const [bookings] = await Promise.all([fetchBookings('client'), loadRouteAreas(lang, handle)]);
  return { bookings };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = shouldRevalidateSettings;

export function meta({ params }: Route.MetaArgs) {
  return bookingMeta(params.lang, 'listTitle');
}

function BookingsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const person = useSettingsPerson();
  return (
    <SettingsLayout
      page="bookings"
      title={t('booking.list.title')}
      subtitle={t('booking.list.subtitle')}
      person={person}
    >
      {children}
    </SettingsLayout>
  );
}

export function HydrateFallback() {
  return (
    <BookingsFrame>
      <SettingsSkeleton />
    </BookingsFrame>
  );
}

export default function SettingsBookings({ loaderData }: Route.ComponentProps) {
  return (
    <BookingsFrame>
      <BookingsList bookings={loaderData.bookings} />
    </BookingsFrame>
  );
}

export function ErrorBoundary() {
  return (
    <BookingsFrame>
      <SettingsLoadError />
    </BookingsFrame>
  );
}
