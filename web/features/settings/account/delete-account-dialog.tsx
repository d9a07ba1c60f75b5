import { useTranslation } from '../../../i18n/translation';
import { forgetPrivatePath } from '../../../lib/after-login';
import { useLang } from '../../../lib/lang';
import { deleteAccount } from '../api';
import { PasswordConfirmDialog } from './password-confirm-dialog';

/**
 * The confirmation of the account cancellation, with the password when the account has one. On
 * success the server has cleared the session cookies; a full load of the home page clears the
 * rest.
 */
export function DeleteAccountDialog({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.account.danger' });
  const lang = useLang();
  return (
    <PasswordConfirmDialog
      danger
      title={t('dialogTitle')}
      text={t('dialogText')}
      passwordText={t('dialogPassword')}
      labels={{
        password: t('password'),
        confirm: t('confirm'),
        confirming: t('confirming'),
        cancel: t('keep'),
      }}
      hasPassword={hasPassword}
      onConfirm={async (password) => {
        await deleteAccount(password);
        forgetPrivatePath();
        // a full load drops every piece of state; '/' of the current language, as logout does
        window.location.assign(`/${lang}`);
        // the dialog stays busy while the page goes
        return new Promise<void>(() => {});
      }}
    />
  );
}
