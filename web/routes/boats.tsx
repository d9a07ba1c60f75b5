import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { todayInMadrid } from '../../shared/dates';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { countActiveFilters, emptySearchFilters } from '../../shared/search';
import { SearchPage } from '../features/search/search-page';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/boats';

export const handle: TI18nHandle = { i18n: ['search', 'map'] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const t = serverT(lang);
  const page = await context.services.getSearchPage(lang, new URL(request.url).searchParams);
  const { filters, result } = page;
  const place = result.place?.matched ? result.place : null;
  // Only the whole list and one list per place are pages for search engines; a search with
  // dates or filters is a moment's answer (noindex), and its canonical is the place's list.
  const placeOnly =
    countActiveFilters(filters) === 0 &&
    !filters.startDate &&
    !filters.people &&
    filters.sort === emptySearchFilters.sort &&
    filters.page === 1;
  return {
    page,
    today: todayInMadrid(),
    seo: {
      title: place ? t('search.meta.titlePlace', { place: place.name }) : t('search.meta.title'),
      description: place
        ? t('search.meta.descriptionPlace', { place: place.name })
        : t('search.meta.description'),
      path: place?.slug ? `/boats?place=${encodeURIComponent(place.slug)}` : '/boats',
      noindex: !placeOnly || (filters.place !== undefined && !place?.slug),
      imageId: result.items[0]?.pictureId ?? null,
      publicUrl: context.publicUrl,
    },
  };
}

/** A client-side navigation loads the page's catalogue areas along with its data. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** Opening or closing the login modal changes the query only: the results stay. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return onlyLoginParamsChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  if (!loaderData || !isLang(params.lang)) return [];
  return seoMeta({ lang: params.lang, ...loaderData.seo });
}

export default function Boats({ loaderData }: Route.ComponentProps) {
  return <SearchPage page={loaderData.page} today={loaderData.today} />;
}
