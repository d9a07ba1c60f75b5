import { fetchMe, fetchTitles } from '../features/settings/api';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { SettingsFallback, SettingsRouteError } from '../features/settings/layout/settings-frame';
import { settingsMeta } from '../features/settings/meta';
import { ProfilePage } from '../features/settings/profile/profile-page';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import type { Route } from './+types/settings-profile';

export const handle: TI18nHandle = { i18n: ['account'] };

/**
 * Private: the data is the logged-in user's, loaded in the browser with the session cookies (and
 * the api client's refresh-and-retry); a logged-out visitor goes to the login modal and back.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireSession(request, params.lang);
  const [me, degrees, professions] = await Promise.all([
    fetchMe(),
    fetchTitles('degree'),
    fetchTitles('profession'),
    loadRouteAreas(params.lang, handle),
  ]);
  return { me, degrees, professions };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = shouldRevalidateSettings;

export function meta({ params }: Route.MetaArgs) {
  return settingsMeta(params.lang, 'profile');
}

export function HydrateFallback() {
  return <SettingsFallback page="profile" />;
}

export default function SettingsProfile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} />;
}

export function ErrorBoundary() {
  return <SettingsRouteError page="profile" />;
}
