import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { FleetPage } from '../features/owner-boats/fleet-page';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { isBackofficeRole } from '../lib/session';
import { requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-boats';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['addBoat', 'earnings'] };

/** Back-office roles only, like the back office itself. */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireSession(args, { allow: isBackofficeRole });
  return { title: serverT(lang)('addBoat.meta.fleetTitle') };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/** The owner's fleet: every boat with its status, to view, edit or remove. */
export default function BackofficeBoats() {
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />}>
      <FleetPage />
    </BackofficeFrame>
  );
}
