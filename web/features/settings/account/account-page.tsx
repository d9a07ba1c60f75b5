import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { TMe, TSession } from '../api';
import { SettingsLayout } from '../layout/settings-layout';
import { CardsSection } from './cards-section';
import { DangerSection } from './danger-section';
import { EmailSection } from './email-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

type TAccountPageProps = {
  me: TMe;
  /** the active sessions; null when they could not be loaded (the section offers a retry) */
  sessions: TSession[] | null;
  cards?: ReactNode;
};

/**
 * /{lang}/settings/account: alerts, email, password, active sessions, payment cards (`cards`, from
 * the route: features/payments) and cancelling the account.
 */
export function AccountPage({ me, sessions, cards }: TAccountPageProps) {
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
      <SessionsSection key={me.id} initialSessions={sessions} hasPassword={me.hasPassword} />
      {cards && <CardsSection>{cards}</CardsSection>}
      <DangerSection hasPassword={me.hasPassword} />
    </SettingsLayout>
  );
}
