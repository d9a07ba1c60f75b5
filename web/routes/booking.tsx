import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { useRouteError, useRouteLoaderData } from 'react-router';
import { LoginModal } from '../features/auth/login-modal';
import { fetchBooking } from '../features/booking/api';
import { BookingFrame, BookingPage } from '../features/booking/booking-page';
import { BookingLoadError, BookingSkeleton } from '../features/booking/booking-states';
import { bookingMeta } from '../features/booking/meta';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import { Shell } from '../features/shell/shell';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { useLang } from '../lib/lang';
import { isBackofficeRole } from '../lib/session';
import { useSession } from '../lib/session-context';
import type { Route } from './+types/booking';
import type { loader as layoutLoader, TLayoutHandle } from './lang-layout';

// Bare: the page picks its own frame, so the boat's owner sees it inside the back office
// instead of being asked to go there (spec §4, the back-office prompt of the public site).
export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['booking'] };

/**
 * The reservation-request page (/{lang}/booking/:id) for the client and the boat's owner.
 * Private: loaded in the browser with the session; a logged-out visitor logs in and comes back.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const lang = requireSession(request, params.lang);
  const [booking] = await Promise.all([fetchBooking(params.id), loadRouteAreas(lang, handle)]);
  // the sailing hours: the schedule shown and the deadline of a cancellation's refund
  const { departureTime, arrivalTime } = booking.boat;
  return { booking, times: { departureTime, arrivalTime } };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = shouldRevalidateSettings;

export function meta({ params }: Route.MetaArgs) {
  return bookingMeta(params.lang, 'title');
}

/**
 * The back office's frame for back-office users (owners, admins), the public shell for clients;
 * the way back goes to the owner's requests or to the client's bookings.
 */
function BookingShell({
  role,
  children,
}: {
  role?: 'client' | 'owner' | 'admin';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/lang-layout');
  if (user && isBackofficeRole(user.role)) {
    const back =
      role === undefined || role === 'client'
        ? undefined
        : { to: `/${lang}/backoffice/bookings`, label: t('booking.page.backOwner') };
    return (
      <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />} back={back}>
        <BookingFrame>{children}</BookingFrame>
      </BackofficeFrame>
    );
  }
  return (
    <Shell consentAnswered={layout?.consentAnswered ?? false}>
      <BookingFrame
        back={
          role === undefined
            ? undefined
            : { to: `/${lang}/settings/bookings`, label: t('booking.page.backClient') }
        }
      >
        {children}
      </BookingFrame>
      {layout && <LoginModal social={layout.social} />}
    </Shell>
  );
}

export function HydrateFallback() {
  return (
    <BookingShell>
      <BookingSkeleton />
    </BookingShell>
  );
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  return (
    <BookingShell role={loaderData.booking.role}>
      <BookingPage booking={loaderData.booking} times={loaderData.times} />
    </BookingShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <BookingShell>
      <BookingLoadError error={error} />
    </BookingShell>
  );
}
