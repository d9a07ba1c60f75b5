import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ZLoginRequest, type TTokenResponse } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/button';
import { Checkbox, FormAlert, PasswordField } from '../../components/ui/field';
import { api } from '../../lib/api';
import { apiErrorText, fieldText } from '../../lib/errors';
import { useLang } from '../../lib/lang';
import { SocialButtons } from './social-buttons';
import type { TSocialConfig } from './types';
import { EmailField } from './email-field';
import { useCompleteLogin } from './use-complete-login';

type TLoginInput = z.input<typeof ZLoginRequest>;
type TLoginOutput = z.output<typeof ZLoginRequest>;

type TLoginFormProps = {
  social: TSocialConfig;
  signUpHref: string;
  /** where the email field's element goes, so the dialog can focus it on open */
  emailRef: RefObject<HTMLInputElement | null>;
  onForgot: (email: string) => void;
  initialEmail: string;
};

/** The login view of the modal: email, password, remember me; errors in the page's language. */
export function LoginForm({
  social,
  signUpHref,
  emailRef,
  onForgot,
  initialEmail,
}: TLoginFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<TLoginInput, unknown, TLoginOutput>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: initialEmail, password: '', rememberMe: true },
  });
  const email = register('email');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const session = await api.post<TTokenResponse>('/auth/login', values);
      await completeLogin(session);
    } catch (error) {
      setServerError(apiErrorText(error, lang, t));
      throw error;
    }
  });

  const busy = isSubmitting || isSubmitSuccessful;
  return (
    <div>
      <Dialog.Title className="pr-8 text-2xl font-extrabold tracking-tight text-ink-900">
        {t('login.title')}
      </Dialog.Title>
      <Dialog.Description className="mt-1.5 text-[15px] leading-relaxed text-ink-600">
        {t('login.subtitle')}
      </Dialog.Description>
      <form
        noValidate
        onSubmit={(event) => void submit(event).catch(() => {})}
        className="mt-6 flex flex-col gap-4"
        aria-label={t('login.title')}
      >
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <EmailField
          registration={email}
          error={fieldText(errors.email?.message, lang, t)}
          inputRef={emailRef}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          error={fieldText(errors.password?.message, lang, t)}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-3">
          <Checkbox {...register('rememberMe')}>{t('login.rememberMe')}</Checkbox>
          <button
            type="button"
            onClick={() => onForgot(getValues('email'))}
            className="rounded text-sm font-semibold text-sea-700 underline-offset-4 hover:text-sea-800 hover:underline"
          >
            {t('login.forgot')}
          </button>
        </div>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
          {busy && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <div className="mt-6">
        <SocialButtons config={social} />
      </div>
      <p className="mt-6 border-t border-ink-100 pt-5 text-center text-sm text-ink-600">
        {t('login.noAccount')}{' '}
        <Link
          to={signUpHref}
          className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-800"
        >
          {t('login.signUp')}
        </Link>
      </p>
    </div>
  );
}
