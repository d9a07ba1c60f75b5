import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { SettingsLoadError } from './settings-error';
import { SettingsLayout, SettingsSkeleton } from './settings-layout';

type TPage = 'profile' | 'account';

/** The settings layout with the page's own title, for the loading and error states of a route. */
export function SettingsFrame({ page, children }: { page: TPage; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SettingsLayout
      page={page}
      title={t(`account.${page}.title`)}
      subtitle={t(`account.${page}.subtitle`)}
    >
      {children}
    </SettingsLayout>
  );
}

export function SettingsFallback({ page }: { page: TPage }) {
  return (
    <SettingsFrame page={page}>
      <SettingsSkeleton />
    </SettingsFrame>
  );
}

export function SettingsRouteError({ page }: { page: TPage }) {
  return (
    <SettingsFrame page={page}>
      <SettingsLoadError />
    </SettingsFrame>
  );
}
