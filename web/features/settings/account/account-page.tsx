import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { TMe } from '../api';
import { SettingsLayout } from '../layout/settings-layout';
import { CardsSection } from './cards-section';
import { DangerSection } from './danger-section';
import { EmailSection } from './email-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';

/**
 * /{lang}/settings/account: alerts, email, password, payment cards (`cards`, from the route:
 * features/payments) and cancelling the account.
 */
export function AccountPage({ me, cards }: { me: TMe; cards?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SettingsLayout
      page="account"
      title={t('account.account.title')}
      subtitle={t('account.account.subtitle')}
      person={{
        name: `${me.name} ${me.surname}`.trim(),
        email: me.email,
        avatarUrl: me.avatar.url,
      }}
    >
      <NotificationsSection me={me} />
      <EmailSection me={me} />
      <PasswordSection />
      {cards && <CardsSection>{cards}</CardsSection>}
      <DangerSection />
    </SettingsLayout>
  );
}
