import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { todayInMadrid } from '../../shared/dates';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { countFilters, filtersFromQuery } from '../features/groups/list/filters';
import { GroupsPage } from '../features/groups/list/groups-page';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/groups';

export const handle: TI18nHandle = { i18n: ['groups'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const t = serverT(lang);
  const query = new URL(request.url).searchParams;
  const [list, options] = await Promise.all([
    context.services.listGroups(query),
    context.services.getGroupOptions(),
  ]);
  const filters = filtersFromQuery(query);
  return {
    list,
    filters,
    options: {
      regions: options.regions,
      provinces: options.provinces,
      harbours: options.harbours,
      plans: options.plans,
    },
    today: todayInMadrid(),
    serverNow: Date.now(),
    seo: {
      title: t('groups.meta.listTitle'),
      description: t('groups.meta.listDescription'),
      // a filtered list is a moment's answer: its canonical is the whole list
      noindex: countFilters(filters) > 0 || list.page > 1,
      imageId: list.items[0]?.boat.pictureId ?? null,
      publicUrl: context.publicUrl,
    },
  };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** Opening or closing the login modal changes the query only: the list stays. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyLoginParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || !isLang(params.lang)) return [];
  return seoMeta({ lang: params.lang, path: '/groups', ...loaderData.seo });
}

export default function Groups({ loaderData }: Route.ComponentProps) {
  const { list, filters, options, today, serverNow } = loaderData;
  return (
    <GroupsPage
      list={list}
      filters={filters}
      options={options}
      today={today}
      serverNow={serverNow}
    />
  );
}
