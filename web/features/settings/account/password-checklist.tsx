import { Check, Circle } from 'lucide-react';
import { useTranslation } from '../../../i18n/translation';
import { passwordRules } from './password-rules';

/** The new password's rules, ticked as they are met (described to the password field). */
export function PasswordChecklist({
  id,
  password,
  oldPassword,
}: {
  id: string;
  password: string;
  oldPassword: string;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'account.account.password' });
  return (
    <div id={id} className="-mt-1 rounded-2xl bg-ink-50 px-4 py-3">
      <p className="text-[13px] font-semibold text-ink-700">{t('rulesTitle')}</p>
      <ul className="mt-1.5 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {passwordRules(password, oldPassword).map(({ rule, met }) => (
          <li
            key={rule}
            className={`flex items-center gap-2 text-[13px] ${met ? 'font-semibold text-sea-800' : 'text-ink-500'}`}
          >
            {met ? (
              <Check className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <Circle className="h-3 w-3 shrink-0" aria-hidden="true" />
            )}
            {t(`rules.${rule}`)}
            <span className="sr-only">({met ? t('ruleMet') : t('ruleMissing')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
