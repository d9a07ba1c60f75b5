import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { updateProfile, type TMe } from '../api';
import { SectionCard } from '../ui/section-card';
import { StatusMessage, type TStatus } from '../../../components/ui/status-message';
import { SwitchRow } from '../ui/switch-row';

type TPreference = 'mailAlerts' | 'updates';

/** Mail alerts and the newsletter (`mailAlerts`, `updates`), each saved as it is switched. */
export function NotificationsSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [values, setValues] = useState({ mailAlerts: me.mailAlerts, updates: me.updates });
  const [busy, setBusy] = useState<TPreference | null>(null);
  const [status, setStatus] = useState<TStatus>(null);

  const change = async (key: TPreference, on: boolean) => {
    if (busy) return;
    setBusy(key);
    setValues((current) => ({ ...current, [key]: on }));
    try {
      await updateProfile({ [key]: on });
      setStatus({ tone: 'success', text: t('account.account.notifications.saved') });
    } catch (error) {
      setValues((current) => ({ ...current, [key]: !on }));
      setStatus({ tone: 'error', text: apiErrorText(error, lang, t) });
    } finally {
      setBusy(null);
    }
  };

  const n = (key: 'mailAlerts' | 'mailAlertsHint' | 'updates' | 'updatesHint') =>
    t(`account.account.notifications.${key}`);
  return (
    <SectionCard
      title={t('account.account.notifications.title')}
      description={t('account.account.notifications.subtitle')}
    >
      <div className="-my-4 divide-y divide-ink-100">
        <SwitchRow
          label={n('mailAlerts')}
          hint={n('mailAlertsHint')}
          checked={values.mailAlerts}
          busy={busy === 'mailAlerts'}
          onChange={(on) => void change('mailAlerts', on)}
        />
        <SwitchRow
          label={n('updates')}
          hint={n('updatesHint')}
          checked={values.updates}
          busy={busy === 'updates'}
          onChange={(on) => void change('updates', on)}
        />
      </div>
      <StatusMessage status={status} className="mt-5 empty:mt-0" />
    </SectionCard>
  );
}
