import {
  data,
  isRouteErrorResponse,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { formatMoney } from '../../shared/money';
import { BoatPage } from '../features/boat/boat-page';
import { ErrorView, NotFoundView } from '../features/shell/status-view';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/boat';

export const handle: TI18nHandle = { i18n: ['boatPage', 'map'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const page = await context.services.getBoatPage(lang, params.slug, context.viewer);
  if (!page) throw data(null, { status: 404 });
  const t = serverT(lang);
  const { boat } = page;
  const names = {
    name: boat.name,
    type: boat.type.name[lang],
    harbour: boat.harbour.name,
    destination: boat.harbour.destination.name,
  };
  return {
    page,
    publicUrl: context.publicUrl,
    seo: {
      title: t('boatPage.meta.title', names),
      description: t('boatPage.meta.description', {
        ...names,
        count: boat.accommodation.numberOfPlaces,
        price: formatMoney(boat.fromPriceCents, lang),
      }),
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
  const { boat } = loaderData.page;
  return seoMeta({
    lang: params.lang,
    path: `/boats/${boat.slug}`,
    ...loaderData.seo,
    publicUrl: loaderData.publicUrl,
    imageId: boat.gallery[0] ?? null,
    noindex: boat.status !== 'published',
  });
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView />;
}

export default function Boat({ loaderData }: Route.ComponentProps) {
  const { page, publicUrl, seo } = loaderData;
  // a new boat (a similar boat clicked) starts a fresh calculator and gallery
  return (
    <BoatPage key={page.boat.id} page={page} publicUrl={publicUrl} description={seo.description} />
  );
}
