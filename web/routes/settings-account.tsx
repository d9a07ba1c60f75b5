import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/settings/account/account-page';
import { fetchMe } from '../features/settings/api';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { SettingsLoadError } from '../features/settings/layout/settings-error';
import { SettingsLayout, SettingsSkeleton } from '../features/settings/layout/settings-layout';
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

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SettingsLayout
      page="account"
      title={t('account.account.title')}
      subtitle={t('account.account.subtitle')}
    >
      {children}
    </SettingsLayout>
  );
}

export function HydrateFallback() {
  return (
    <Frame>
      <SettingsSkeleton />
    </Frame>
  );
}

export default function SettingsAccount({ loaderData }: Route.ComponentProps) {
  return <AccountPage me={loaderData.me} />;
}

export function ErrorBoundary() {
  return (
    <Frame>
      <SettingsLoadError />
    </Frame>
  );
}
