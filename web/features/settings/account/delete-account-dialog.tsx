import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { validationMessages } from '../../../../shared/validation-messages';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField } from '../../../components/ui/field';
import { ModalContent } from '../../../components/ui/modal';
import { forgetPrivatePath } from '../../../lib/after-login';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';
import { deleteAccount } from '../api';

/**
 * The confirmation of the account cancellation: an alert dialog that asks for the password. On
 * success the server has cleared the session cookies; a full load of the home page clears the
 * rest.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation();
  const lang = useLang();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!password) {
      setFieldError(validationMessages.required[lang]);
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(password);
      forgetPrivatePath();
      // a full load drops every piece of state; '/' of the current language, as logout does
      window.location.assign(`/${lang}`);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'AA00015') {
        setFieldError(error.text(lang));
        passwordRef.current?.select();
      } else setFailure(error);
    }
  };

  const d = (key: 'dialogTitle' | 'dialogText' | 'password' | 'confirm' | 'confirming' | 'keep') =>
    t(`account.account.danger.${key}`);
  return (
    <ModalContent
      alert
      size="sm"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        passwordRef.current?.focus();
      }}
    >
      <Dialog.Title className="text-2xl font-extrabold tracking-tight text-ink-900">
        {d('dialogTitle')}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
        {d('dialogText')}
      </Dialog.Description>
      <form
        noValidate
        onSubmit={(event) => void confirm(event)}
        className="mt-6 flex flex-col gap-4"
      >
        {failure !== null && <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>}
        <PasswordField
          ref={passwordRef}
          label={d('password')}
          autoComplete="current-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(null);
          }}
          error={fieldError}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="ghost" size="lg" className="ring-1 ring-ink-200" disabled={busy}>
              {d('keep')}
            </Button>
          </Dialog.Close>
          <Button
            type="submit"
            size="lg"
            disabled={busy}
            className="bg-coral-700! hover:bg-coral-600!"
          >
            {busy && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
            {busy ? d('confirming') : d('confirm')}
          </Button>
        </div>
      </form>
    </ModalContent>
  );
}
