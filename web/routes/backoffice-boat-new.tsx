import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { CreateBoat } from '../features/add-boat/create-boat';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { isBackofficeRole, readSession } from '../lib/session';
import type { Route } from './+types/backoffice-boat-new';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle = { bare: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const session = readSession(request.headers.get('cookie'));
  if (!session) throw redirect(`/${lang}?login=1`);
  if (!isBackofficeRole(session.role)) throw redirect(`/${lang}/add-boat`);
  return {
    title: serverT(lang)('addBoat.meta.newTitle'),
    options: await context.services.getBoatFormOptions(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/**
 * A shipowner's new boat: the add-boat wizard inside the back office (back-office users are
 * asked to leave the public site, where /add-boat lives), with the same draft.
 */
export default function BackofficeBoatNew({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const fleet = { to: `/${lang}/backoffice/boats`, label: t('addBoat.success.fleet') };
  return (
    <BackofficeFrame
      logo={<Logo />}
      languageSwitch={<LanguageSwitch />}
      back={{ to: fleet.to, label: t('addBoat.fleet.title') }}
    >
      <CreateBoat options={loaderData.options} next={fleet} />
    </BackofficeFrame>
  );
}
