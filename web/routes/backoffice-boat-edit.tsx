import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { EditBoat } from '../features/add-boat/edit-boat';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { isBackofficeRole, readSession } from '../lib/session';
import type { Route } from './+types/backoffice-boat-edit';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle = { bare: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const session = readSession(request.headers.get('cookie'));
  if (!session) throw redirect(`/${lang}?login=1`);
  // any logged-in user: a client edits their rejected first boat from the mail's link; the API
  // answers 403 for a boat that is not theirs
  return {
    hasFleet: isBackofficeRole(session.role),
    title: serverT(lang)('addBoat.meta.editTitle'),
    options: await context.services.getBoatFormOptions(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/** Editing an owned boat with the add-boat wizard, prefilled, saved with `PUT /boat/{id}`. */
export default function BackofficeBoatEdit({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const fleet = loaderData.hasFleet
    ? { to: `/${lang}/backoffice/boats`, label: t('addBoat.success.fleet') }
    : { to: `/${lang}`, label: t('addBoat.success.home') };
  return (
    <BackofficeFrame
      logo={<Logo />}
      languageSwitch={<LanguageSwitch />}
      back={{ to: fleet.to, label: loaderData.hasFleet ? t('addBoat.fleet.title') : fleet.label }}
    >
      <EditBoat
        key={params.id}
        boatId={params.id ?? ''}
        options={loaderData.options}
        next={fleet}
      />
    </BackofficeFrame>
  );
}
