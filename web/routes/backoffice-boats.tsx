import { redirect } from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { FleetPage } from '../features/owner-boats/fleet-page';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import { serverT } from '../i18n/i18n.server';
import { isBackofficeRole, readSession } from '../lib/session';
import type { Route } from './+types/backoffice-boats';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle = { bare: true };

/** Back-office roles only, like the back office itself. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const session = readSession(request.headers.get('cookie'));
  if (!session) throw redirect(`/${lang}?login=1`);
  if (!isBackofficeRole(session.role)) throw redirect(`/${lang}`);
  return { title: serverT(lang)('addBoat.meta.fleetTitle') };
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
