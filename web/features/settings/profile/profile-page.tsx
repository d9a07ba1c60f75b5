import { useTranslation } from '../../../i18n/translation';
import { useRevalidator } from 'react-router';
import type { TTitleLists, TMe } from '../api';
import { SettingsLayout } from '../layout/settings-layout';
import { PictureSection } from '../picture/picture-section';
import { cacheSessionIdentity } from '../session-cache';
import { DetailsForm } from './details-form';
import { TitlesSection } from './titles-section';

export type TProfilePageData = { me: TMe; degrees: TTitleLists; professions: TTitleLists };

/** /{lang}/settings/profile: picture, personal details, company and IBAN (owners), titles. */
export function ProfilePage({ me, degrees, professions }: TProfilePageData) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();

  // The header shows the cached name and picture cookies: refresh them, then reload the data
  // (the layout sees the cookies changed and loads the profile again).
  const refreshSession = (name: string, avatarUrl: string | null) => {
    cacheSessionIdentity(name, avatarUrl);
    void revalidate();
  };

  return (
    <SettingsLayout
      page="profile"
      title={t('account.profile.title')}
      subtitle={t('account.profile.subtitle')}
      person={{
        name: `${me.name} ${me.surname}`.trim(),
        email: me.email,
        avatarUrl: me.avatar.url,
      }}
    >
      <PictureSection
        name={me.name}
        avatarUrl={me.avatar.url}
        onSaved={(url) => refreshSession(me.name, url)}
      />
      <DetailsForm
        me={me}
        onSaved={(saved) => refreshSession(saved.name ?? me.name, me.avatar.url)}
      />
      <TitlesSection kind="degree" all={degrees.all} mine={degrees.mine} />
      <TitlesSection kind="profession" all={professions.all} mine={professions.mine} />
    </SettingsLayout>
  );
}
