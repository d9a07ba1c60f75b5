import { AdminBookingDetail } from '../features/admin/booking-detail';
import { useTranslation } from '../i18n/translation';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { requireAdminSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-admin-booking';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['admin'] };

/** Admins and superAdmins only. The API checks the role again on every call. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireAdminSession(args);
  return { title: serverT(lang)('admin.booking.metaTitle') };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

export default function BackofficeAdminBooking({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <BackofficeFrame
      logo={<Logo />}
      languageSwitch={<LanguageSwitch />}
      back={{ to: `/${params.lang}/backoffice/all-bookings`, label: t('admin.booking.backToList') }}
      wide
    >
      <AdminBookingDetail key={params.id} id={params.id} />
    </BackofficeFrame>
  );
}
