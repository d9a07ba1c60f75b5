import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { GroupsInfoPage } from '../features/groups/info/info-page';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/groups-info';

export const handle: TI18nHandle = { i18n: ['groups'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const t = serverT(lang);
  // the owner's response window comes with the home page's data (cached for 30 s)
  const [home, options] = await Promise.all([
    context.services.getHomePage(lang),
    context.services.getGroupOptions(),
  ]);
  return {
    firstPaymentPercent: options.firstPaymentPercent,
    responseHours: home.ownerResponseHours,
    seo: {
      title: t('groups.meta.infoTitle'),
      description: t('groups.meta.infoDescription'),
      imageId: home.heroPictureId,
      publicUrl: context.publicUrl,
    },
  };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** Opening or closing the login modal changes the query only: the page's data stays. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyLoginParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || !isLang(params.lang)) return [];
  return seoMeta({ lang: params.lang, path: '/groups-info', ...loaderData.seo });
}

export default function GroupsInfo({ loaderData }: Route.ComponentProps) {
  return (
    <GroupsInfoPage
      firstPaymentPercent={loaderData.firstPaymentPercent}
      responseHours={loaderData.responseHours}
    />
  );
}
