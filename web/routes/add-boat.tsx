import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/translation';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { AddBoatIntro } from '../features/add-boat/intro';
import { CreateBoat } from '../features/add-boat/create-boat';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { useLang } from '../lib/lang';
import { seoMeta } from '../lib/seo';
import { useSession } from '../lib/session-context';
import type { Route } from './+types/add-boat';

export const handle: TI18nHandle = { i18n: ['addBoat', 'map'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const t = serverT(lang);
  return {
    options: await context.services.getBoatFormOptions(),
    seo: {
      title: t('addBoat.meta.title'),
      description: t('addBoat.meta.description'),
      publicUrl: context.publicUrl,
    },
  };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** Opening or closing the login modal changes the query only: the catalogues stay. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyLoginParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || !isLang(params.lang)) return [];
  return seoMeta({ lang: params.lang, path: '/add-boat', ...loaderData.seo });
}

/**
 * Spec §2 "Submit a boat": an invitation to log in for visitors; for a logged-in user the
 * eight-step wizard, resuming the saved draft.
 */
export default function AddBoat({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  if (!user) return <AddBoatIntro />;
  return (
    <CreateBoat
      options={loaderData.options}
      next={{ to: `/${lang}`, label: t('addBoat.success.home') }}
    />
  );
}
