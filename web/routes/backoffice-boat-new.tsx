import { useTranslation } from '../i18n/translation';
import { CreateBoat } from '../features/add-boat/create-boat';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { isBackofficeRole } from '../lib/session';
import { requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-boat-new';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['addBoat', 'map'] };

export async function loader(args: Route.LoaderArgs) {
  // a client lists a boat from the public site's /add-boat, with the same draft
  const { lang } = requireSession(args, { allow: isBackofficeRole, elsewhere: () => '/add-boat' });
  return {
    title: serverT(lang)('addBoat.meta.newTitle'),
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
