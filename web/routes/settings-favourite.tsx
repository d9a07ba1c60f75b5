import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { seedFavourites } from '../components/favourites/favourites-store';
import { sessionOwnerOf } from '../components/favourites/use-favourites';
import { favouritesMeta, fetchFavourites } from '../features/favourites/api';
import { FavouritesList } from '../features/favourites/favourites-list';
import { FavouritesSkeleton } from '../features/favourites/favourites-skeleton';
import { requireSession } from '../features/settings/guard';
import { SettingsLoadError } from '../features/settings/layout/settings-error';
import { SettingsLayout } from '../features/settings/layout/settings-layout';
import { useSettingsPerson } from '../features/settings/layout/use-settings-person';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { readSession } from '../lib/session';
import { sessionCookiesChanged } from '../lib/session-context';
import type { Route } from './+types/settings-favourite';

export const handle: TI18nHandle = { i18n: ['account'] };

/**
 * 'My boats' (spec: /{lang}/settings/favourite). Private like the other settings: loaded in the
 * browser with the session cookies; a logged-out visitor goes to the login modal and back.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const lang = requireSession(request, params.lang);
  const [favourites] = await Promise.all([fetchFavourites(lang), loadRouteAreas(lang, handle)]);
  // every heart on the page starts from this list instead of asking for the ids again
  const owner = sessionOwnerOf(readSession(document.cookie));
  if (owner) seedFavourites(owner, favourites.ids);
  return favourites;
}
clientLoader.hydrate = true as const;

/** Unlike profile and account, the cards are in the page's language: reload on a switch. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (sessionCookiesChanged()) return true;
  if (onlyLoginParamsChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

export function meta({ params }: Route.MetaArgs) {
  return favouritesMeta(params.lang);
}

function FavouritesFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const person = useSettingsPerson();
  return (
    <SettingsLayout
      page="favourite"
      title={t('favourites.page.title')}
      subtitle={t('favourites.page.subtitle')}
      person={person}
    >
      {children}
    </SettingsLayout>
  );
}

export function HydrateFallback() {
  return (
    <FavouritesFrame>
      <FavouritesSkeleton />
    </FavouritesFrame>
  );
}

export default function SettingsFavourite({ loaderData }: Route.ComponentProps) {
  return (
    <FavouritesFrame>
      <FavouritesList items={loaderData.items} />
    </FavouritesFrame>
  );
}

export function ErrorBoundary() {
  return (
    <FavouritesFrame>
      <SettingsLoadError />
    </FavouritesFrame>
  );
}
