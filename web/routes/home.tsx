import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { todayInMadrid } from '../../shared/dates';
import { defaultLanguage, isLang } from '../../shared/i18n';
import { Destinations } from '../features/home/destinations';
import { FeaturedBoats } from '../features/home/featured-boats';
import { HeroSearch } from '../features/home/hero-search';
import { HowItWorks } from '../features/home/how-it-works';
import { OwnersBand } from '../features/home/owners-band';
import { TrustStrip } from '../features/home/trust-strip';
import { PlaceCombobox } from '../features/search/place-combobox';
import { serverT } from '../i18n/i18n.server';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/home';

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = isLang(params.lang) ? params.lang : defaultLanguage;
  const t = serverT(lang);
  const home = await context.services.getHomePage(lang);
  return {
    ...home,
    today: todayInMadrid(),
    seo: {
      title: t('home.meta.title'),
      description: t('home.meta.description'),
      publicUrl: context.publicUrl,
    },
  };
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
  return seoMeta({
    lang: params.lang,
    path: '',
    ...loaderData.seo,
    imageId: loaderData.heroPictureId,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSearch
        heroPictureId={loaderData.heroPictureId}
        today={loaderData.today}
        plans={loaderData.plans}
        boatCount={loaderData.boatCount}
        destinationCount={loaderData.destinationCount}
        // the search page's destination field, empty: the same suggestions as there
        placeField={(field) => <PlaceCombobox {...field} value={null} valueLabel={null} />}
      />
      <TrustStrip />
      <HowItWorks responseHours={loaderData.ownerResponseHours} />
      <Destinations destinations={loaderData.destinations} />
      <FeaturedBoats boats={loaderData.featuredBoats} />
      <OwnersBand />
    </>
  );
}
