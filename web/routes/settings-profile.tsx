import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMe, fetchTitles } from '../features/settings/api';
import { requireSession, shouldRevalidateSettings } from '../features/settings/guard';
import { SettingsLoadError } from '../features/settings/layout/settings-error';
import { SettingsLayout, SettingsSkeleton } from '../features/settings/layout/settings-layout';
import { settingsMeta } from '../features/settings/meta';
import { ProfilePage } from '../features/settings/profile/profile-page';
import type { Route } from './+types/settings-profile';

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
  ]);
  return { me, degrees, professions };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = shouldRevalidateSettings;

export function meta({ params }: Route.MetaArgs) {
  return settingsMeta(params.lang, 'profile');
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SettingsLayout
      page="profile"
      title={t('account.profile.title')}
      subtitle={t('account.profile.subtitle')}
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

export default function SettingsProfile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} />;
}

export function ErrorBoundary() {
  return (
    <Frame>
      <SettingsLoadError />
    </Frame>
  );
}
