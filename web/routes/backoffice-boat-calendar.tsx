import { useTranslation } from '../i18n/translation';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { BoatCalendar } from '../features/calendar/boat-calendar';
import { IcalPanel } from '../features/ical/ical-panel';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { isBackofficeRole } from '../lib/session';
import { requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-boat-calendar';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['calendar', 'ical'] };

/** Back-office roles only, like the back office itself. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireSession(args, { allow: isBackofficeRole });
  return { title: serverT(lang)('calendar.boatMetaTitle') };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** The month lives in the query string: the page fetches its own data. */
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

/** One boat's calendar: block and unblock days, prices and seasons in place, iCal sync. */
export default function BackofficeBoatCalendar({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const boatId = params.id ?? '';
  return (
    <BackofficeFrame
      logo={<Logo />}
      languageSwitch={<LanguageSwitch />}
      back={{ to: `/${lang}/backoffice/boats`, label: t('calendar.myBoats') }}
      wide
    >
      <BoatCalendar key={boatId} boatId={boatId}>
        <section aria-label={t('calendar.ical')}>
          <IcalPanel boatId={boatId} />
        </section>
      </BoatCalendar>
    </BackofficeFrame>
  );
}
