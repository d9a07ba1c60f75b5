import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import { z } from 'zod';
import { ZPassword } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/button';
import { FormAlert, PasswordField } from '../../components/ui/field';
import { PasswordStrength } from '../../components/ui/password-strength';
import { api, ApiError } from '../../lib/api';
import { apiErrorText, fieldText } from '../../lib/errors';
import { useLang } from '../../lib/lang';

/** The reset form's rules: the password rules of sign-up, and both entries equal. */
export const ZResetPasswordForm = z
  .object({
    password: ZPassword,
    check_password: z.string().min(1, { message: 'required' }),
  })
  .refine((values) => values.password === values.check_password, {
    message: 'passwordsDiffer',
    path: ['check_password'],
  });
type TResetValues = z.input<typeof ZResetPasswordForm>;

/** New password and its confirmation → POST /auth/reset-password with the link's token. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TResetValues>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', check_password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.post('/auth/reset-password', { token, ...values });
      onDone();
    } catch (error) {
      setServerError(apiErrorText(error, lang, t));
      if (error instanceof ApiError) {
        for (const field of error.fields) {
          if (field.field === 'password' || field.field === 'check_password')
            setError(field.field, { message: field.message[lang] });
        }
      }
    }
  });

  const labels = { showLabel: t('login.showPassword'), hideLabel: t('login.hidePassword') };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-7 flex flex-col gap-4">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <PasswordField
        label={t('login.reset.password')}
        autoComplete="new-password"
        hint={t('signup.passwordHint')}
        error={fieldText(errors.password?.message, lang, t)}
        {...labels}
        {...register('password')}
      />
      <PasswordStrength password={watch('password')} />
      <PasswordField
        label={t('login.reset.checkPassword')}
        autoComplete="new-password"
        error={fieldText(errors.check_password?.message, lang, t)}
        {...labels}
        {...register('check_password')}
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
        {isSubmitting ? t('login.reset.submitting') : t('login.reset.submit')}
      </Button>
    </form>
  );
}
