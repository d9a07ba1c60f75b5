import { zodResolver } from '@hookform/resolvers/zod';
import { BadgeCheck, Clock3, LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/translation';
import type { z } from 'zod';
import { ZEmailChange } from '../../../../shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField, TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { changeEmail, type TMe } from '../api';
import { useFieldErrors } from '../form-errors';
import { SectionCard } from '../ui/section-card';

type TEmailInput = z.input<typeof ZEmailChange>;
type TEmailOutput = z.output<typeof ZEmailChange>;

/** The login email and its change: new address + password, then a link to the new mailbox. */
export function EmailSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState({ address: me.email, verified: me.emailVerified });
  const [editing, setEditing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const e = (key: 'title' | 'subtitle' | 'current' | 'verified' | 'unverified' | 'change') =>
    t(`account.account.email.${key}`);

  return (
    <SectionCard
      title={e('title')}
      description={e('subtitle')}
      aside={
        !editing && (
          <Button
            variant="ghost"
            className="ring-1 ring-ink-200"
            onClick={() => {
              setSentTo(null);
              setEditing(true);
            }}
          >
            {e('change')}
          </Button>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-ink-50 px-4 py-3.5">
        <span className="text-sm text-ink-500">{e('current')}</span>
        <span className="min-w-0 font-semibold break-all text-ink-900">{email.address}</span>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ${
            email.verified ? 'bg-sea-100 text-sea-800' : 'bg-sand-200 text-ink-700'
          }`}
        >
          {email.verified ? (
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
          ) : (
            <Clock3 className="h-3.5 w-3.5" aria-hidden="true" />
          )}
          {email.verified ? e('verified') : e('unverified')}
        </span>
      </div>
      <div aria-live="polite">{sentTo && <EmailSent email={sentTo} />}</div>
      {editing && (
        <EmailForm
          onCancel={() => setEditing(false)}
          onChanged={(address) => {
            setEmail({ address, verified: false });
            setEditing(false);
            setSentTo(address);
          }}
        />
      )}
    </SectionCard>
  );
}

function EmailSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex gap-3 rounded-2xl bg-sea-50 p-4 ring-1 ring-sea-600/20">
      <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-sea-700" aria-hidden="true" />
      <div>
        <p className="font-bold text-sea-900">{t('account.account.email.successTitle')}</p>
        <p className="mt-0.5 text-sm leading-relaxed text-sea-900">
          <Trans
            i18nKey="account.account.email.successText"
            values={{ email }}
            components={{ strong: <strong className="font-bold break-all" /> }}
          />
        </p>
      </div>
    </div>
  );
}

function EmailForm({
  onCancel,
  onChanged,
}: {
  onCancel: () => void;
  onChanged: (email: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<
    TEmailInput,
    unknown,
    TEmailOutput
  >({ resolver: zodResolver(ZEmailChange), defaultValues: { email: '', password: '' } });
  const { errorText, showServerErrors, showFieldMessage } = useFieldErrors(
    formState.errors,
    setError,
    ['email', 'password'],
  );
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changeEmail(values);
      onChanged(values.email);
    } catch (error) {
      // 'Wrong password' (AA00015) under the password, 'already exists' (AA00013) under the email
      if (error instanceof ApiError && error.messages && error.code === 'AA00015')
        showFieldMessage('password', error.messages);
      else if (error instanceof ApiError && error.messages && error.code === 'AA00013')
        showFieldMessage('email', error.messages);
      else {
        showServerErrors(error);
        setFailure(error);
      }
    }
  });

  const f = (key: 'newEmail' | 'password' | 'passwordHint' | 'cancel') =>
    t(`account.account.email.${key}`);
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-5 flex flex-col gap-4 border-t border-ink-100 pt-5"
      aria-label={t('account.account.email.change')}
    >
      {failure !== null && <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={f('newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('login.emailPlaceholder')}
          error={errorText('email')}
          {...register('email')}
        />
        <PasswordField
          label={f('password')}
          hint={f('passwordHint')}
          autoComplete="current-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          error={errorText('password')}
          {...register('password')}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={formState.isSubmitting}>
          {f('cancel')}
        </Button>
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          {formState.isSubmitting && (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          )}
          {formState.isSubmitting
            ? t('account.account.email.submitting')
            : t('account.account.email.submit')}
        </Button>
      </div>
    </form>
  );
}
