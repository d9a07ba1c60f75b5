import { useTranslation } from '../i18n/translation';
import { EditBoat } from '../features/add-boat/edit-boat';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { isBackofficeRole } from '../lib/session';
import { requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-boat-edit';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['addBoat', 'map'] };

export async function loader(args: Route.LoaderArgs) {
  const { lang, session } = requireSession(args);
  // any logged-in user: a client edits their rejected first boat from the mail's link; the API
  // answers 403 for a boat that is not theirs
  return {
    hasFleet: isBackofficeRole(session.role),
    title: serverT(lang)('addBoat.meta.editTitle'),
    options: await args.context.services.getBoatFormOptions(),
  };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
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
