import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import type { z } from 'zod';
import { ZPasswordChange } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField } from '../../../components/ui/field';
import { PasswordStrength } from '../../../components/ui/password-strength';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { changePassword } from '../api';
import { useFieldErrors } from '../form-errors';
import { SectionCard } from '../ui/section-card';
import { StatusMessage, type TStatus } from '../../../components/ui/status-message';
import { PasswordChecklist } from './password-checklist';

type TPasswordInput = z.input<typeof ZPasswordChange>;
type TPasswordOutput = z.output<typeof ZPasswordChange>;

const fields = ['old_password', 'password', 'check_password'] as const;
const empty = { old_password: '', password: '', check_password: '' };

/**
 * Spec §5: current, new and repeated password; the new one must differ and meet the rules. A
 * change ends every other session, so the page's data (its sessions list) is read again.
 */
export function PasswordSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const [status, setStatus] = useState<TStatus>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { revalidate } = useRevalidator();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<
    TPasswordInput,
    unknown,
    TPasswordOutput
  >({ resolver: zodResolver(ZPasswordChange), defaultValues: empty });
  const { errorText, showServerErrors, showFieldMessage } = useFieldErrors(
    formState.errors,
    setError,
    fields,
  );

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    setFailure(null);
    try {
      await changePassword(values);
      reset(empty);
      setStatus({ tone: 'success', text: t('account.account.password.success') });
      // the other sessions ended and this one is new: the sessions list is read again
      void revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.messages && error.code === 'AA00015')
        showFieldMessage('old_password', error.messages);
      else {
        showServerErrors(error);
        setFailure(error);
      }
    }
  });

  const labels = { showLabel: t('login.showPassword'), hideLabel: t('login.hidePassword') };
  const p = (key: 'old' | 'new' | 'confirm') => t(`account.account.password.${key}`);
  const newError = errorText('password');
  return (
    <SectionCard
      title={t('account.account.password.title')}
      description={t('account.account.password.subtitle')}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('account.account.password.title')}
        className="flex max-w-xl flex-col gap-4"
      >
        {failure !== null && <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>}
        <PasswordField
          label={p('old')}
          autoComplete="current-password"
          error={errorText('old_password')}
          {...labels}
          {...register('old_password')}
        />
        <PasswordField
          id="settings-new-password"
          label={p('new')}
          autoComplete="new-password"
          error={newError}
          aria-describedby={
            newError
              ? 'settings-new-password-error'
              : 'settings-password-strength settings-password-rules'
          }
          {...labels}
          {...register('password')}
        />
        <PasswordStrength id="settings-password-strength" password={watch('password')} />
        <PasswordChecklist
          id="settings-password-rules"
          password={watch('password')}
          oldPassword={watch('old_password')}
        />
        <PasswordField
          label={p('confirm')}
          autoComplete="new-password"
          error={errorText('check_password')}
          {...labels}
          {...register('check_password')}
        />
        <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
            {formState.isSubmitting && (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            )}
            {formState.isSubmitting
              ? t('account.account.password.submitting')
              : t('account.account.password.submit')}
          </Button>
          <StatusMessage status={status} />
        </div>
      </form>
    </SectionCard>
  );
}
