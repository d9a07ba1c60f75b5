import { AccountPage } from '../features/settings/account/account-page';
import { fetchMe } from '../features/settings/api';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { SettingsFallback, SettingsRouteError } from '../features/settings/layout/settings-frame';
import { settingsMeta } from '../features/settings/meta';
import type { Route } from './+types/settings-account';

/** Private, like the profile: loaded in the browser; logged-out visitors go to the login modal. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireSession(request, params.lang);
  return { me: await fetchMe() };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = shouldRevalidateSettings;

export function meta({ params }: Route.MetaArgs) {
  return settingsMeta(params.lang, 'account');
}

export function HydrateFallback() {
  return <SettingsFallback page="account" />;
}

export default function SettingsAccount({ loaderData }: Route.ComponentProps) {
  return <AccountPage me={loaderData.me} />;
}

export function ErrorBoundary() {
  return <SettingsRouteError page="account" />;
}
