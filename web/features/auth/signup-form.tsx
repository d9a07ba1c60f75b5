import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ZSignupClientRequest, ZSignupShipownerRequest } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/button';
import { Checkbox, FormAlert, PasswordField, TextField } from '../../components/ui/field';
import { PasswordStrength } from '../../components/ui/password-strength';
import { api, ApiError } from '../../lib/api';
import { apiErrorText, fieldText } from '../../lib/errors';
import { useLang } from '../../lib/lang';

export type TSignupKind = 'client' | 'shipowner';

type TSignupValues = z.input<typeof ZSignupShipownerRequest>;
type TSignupOutput = z.output<typeof ZSignupClientRequest> &
  Partial<
    Pick<z.output<typeof ZSignupShipownerRequest>, 'company_name' | 'companyCif' | 'companyAddress'>
  >;

const resolvers: Record<TSignupKind, Resolver<TSignupValues, unknown, TSignupOutput>> = {
  client: zodResolver(ZSignupClientRequest) as unknown as Resolver<
    TSignupValues,
    unknown,
    TSignupOutput
  >,
  shipowner: zodResolver(ZSignupShipownerRequest),
};

const fieldNames = new Set<string>([
  'name',
  'surname',
  'email',
  'phone',
  'password',
  'check_password',
  'terms_and_services',
  'company_name',
  'companyCif',
  'companyAddress',
]);

/**
 * Sign-up for clients (`POST /user/signup-client`) and shipowners (`POST /user/signup-shipowner`,
 * with the company), validated with the shared schemas; server field messages land on their field.
 */
export function SignupForm({
  kind,
  onSuccess,
}: {
  kind: TSignupKind;
  onSuccess: (email: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TSignupValues, unknown, TSignupOutput>({
    resolver: resolvers[kind],
    defaultValues: { updates: false },
  });
  const error = (name: keyof TSignupValues) => fieldText(errors[name]?.message, lang, t);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const created = await api.post<{ email: string }>(
        kind === 'shipowner' ? '/user/signup-shipowner' : '/user/signup-client',
        { ...values, locale: lang },
      );
      onSuccess(created.email);
    } catch (failure) {
      setServerError(apiErrorText(failure, lang, t));
      if (failure instanceof ApiError) {
        for (const field of failure.fields) {
          if (fieldNames.has(field.field))
            setError(field.field as Path<TSignupValues>, { message: field.message[lang] });
        }
        if (failure.code === 'AA00013')
          setError('email', { message: failure.text(lang) ?? undefined }, { shouldFocus: true });
      }
    }
  });

  const passwordLabels = { showLabel: t('login.showPassword'), hideLabel: t('login.hidePassword') };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('signup.name')}
          autoComplete="given-name"
          error={error('name')}
          {...register('name')}
        />
        <TextField
          label={t('signup.surname')}
          autoComplete="family-name"
          error={error('surname')}
          {...register('surname')}
        />
      </div>
      <TextField
        label={t('signup.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('login.emailPlaceholder')}
        error={error('email')}
        {...register('email')}
      />
      <TextField
        label={t('signup.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+34 612 345 678"
        hint={t('signup.phoneHint')}
        error={error('phone')}
        {...register('phone')}
      />
      <PasswordField
        label={t('signup.password')}
        autoComplete="new-password"
        hint={t('signup.passwordHint')}
        error={error('password')}
        {...passwordLabels}
        {...register('password')}
      />
      <PasswordStrength password={watch('password') ?? ''} />
      <PasswordField
        label={t('signup.checkPassword')}
        autoComplete="new-password"
        error={error('check_password')}
        {...passwordLabels}
        {...register('check_password')}
      />
      {kind === 'shipowner' && (
        <fieldset className="mt-2 flex flex-col gap-4 border-t border-ink-100 pt-5">
          <legend className="float-left mb-1 w-full text-base font-bold text-ink-900">
            {t('signup.companyTitle')}
          </legend>
          <TextField
            label={t('signup.companyName')}
            autoComplete="organization"
            error={error('company_name')}
            {...register('company_name')}
          />
          <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
            <TextField
              label={t('signup.companyCif')}
              placeholder="B12345678"
              autoCapitalize="characters"
              error={error('companyCif')}
              {...register('companyCif')}
            />
            <TextField
              label={t('signup.companyAddress')}
              autoComplete="street-address"
              error={error('companyAddress')}
              {...register('companyAddress')}
            />
          </div>
        </fieldset>
      )}
      <div className="mt-1 flex flex-col gap-3">
        <Checkbox error={error('terms_and_services')} {...register('terms_and_services')}>
          <Trans
            i18nKey="signup.terms"
            components={{
              terms: (
                <Link
                  to={`/${lang}/terms`}
                  target="_blank"
                  className="font-semibold text-sea-700 underline underline-offset-2 hover:text-sea-800"
                />
              ),
            }}
          />
        </Checkbox>
        <Checkbox {...register('updates')}>{t('signup.updates')}</Checkbox>
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}
