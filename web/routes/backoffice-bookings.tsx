import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { BookingsPage } from '../features/owner-bookings/bookings-page';
import { isAwaitingAnswer } from '../features/owner-bookings/list';
import { useOwnerBookings } from '../features/owner-bookings/use-owner-bookings';
import { useNow } from '../lib/use-now';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { isBackofficeRole } from '../lib/session';
import { requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-bookings';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = {
  bare: true,
  i18n: ['booking', 'ownerBookings'],
};

/** Back-office roles only, like the back office itself. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireSession(args, { allow: isBackofficeRole });
  return { title: serverT(lang)('ownerBookings.metaTitle') };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** The filters live in the query string: changing them needs no loader (the list is in the page). */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/** The requests and bookings of the owner's boats, to answer and follow (issue 5). */
export default function BackofficeBookings() {
  const data = useOwnerBookings();
  const now = useNow().getTime();
  const pending = data.items.filter((booking) => isAwaitingAnswer(booking, now)).length;
  return (
    <BackofficeFrame
      logo={<Logo />}
      languageSwitch={<LanguageSwitch />}
      pendingCount={data.loading ? null : pending}
      wide
    >
      <BookingsPage data={data} />
    </BackofficeFrame>
  );
}
