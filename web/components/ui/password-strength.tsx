import { passwordStrength } from '../../../shared/password-strength';
import { useTranslation } from '../../i18n/translation';

const levels = ['weak', 'fair', 'good', 'strong'] as const;
const fills = ['bg-coral-600', 'bg-amber-500', 'bg-sea-500', 'bg-sea-700'];
const texts = ['text-coral-700', 'text-amber-800', 'text-sea-700', 'text-sea-800'];

/**
 * The strength of the password being typed, as four bars and a word (ASVS 2.1.8): a meter for
 * assistive technology, described to the field by `id`. Nothing shows before the first character.
 */
export function PasswordStrength({ id, password }: { id?: string; password: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'login.strength' });
  const strength = passwordStrength(password);
  if (strength === 0) return <div id={id} hidden />;
  const level = levels[strength - 1]!;
  return (
    <div id={id} className="-mt-1 flex items-center gap-3">
      <div
        role="meter"
        aria-label={t('label')}
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={strength}
        aria-valuetext={t(level)}
        className="grid flex-1 grid-cols-4 gap-1.5"
      >
        {levels.map((name, index) => (
          <span
            key={name}
            className={`h-1.5 rounded-full ${index < strength ? fills[strength - 1] : 'bg-ink-100'}`}
          />
        ))}
      </div>
      <p className={`min-w-24 text-right text-[13px] font-semibold ${texts[strength - 1]}`}>
        <span className="sr-only">{t('label')}: </span>
        {t(level)}
      </p>
    </div>
  );
}
