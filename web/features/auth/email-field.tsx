import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import { TextField } from '../../components/ui/field';

/** The email field of the login and recovery views; `inputRef` lets the dialog focus it. */
export function EmailField({
  registration,
  error,
  inputRef,
}: {
  registration: UseFormRegisterReturn<'email'>;
  error: string | null | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('login.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('login.emailPlaceholder')}
      error={error}
      {...registration}
      ref={(element) => {
        registration.ref(element);
        inputRef.current = element;
      }}
    />
  );
}
