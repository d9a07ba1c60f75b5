import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { validationMessages } from '../../../../shared/validation-messages';
import { Button } from '../../../components/ui/button';
import { FormAlert, PasswordField } from '../../../components/ui/field';
import { ModalContent } from '../../../components/ui/modal';
import { useTranslation } from '../../../i18n/translation';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/errors';
import { useLang } from '../../../lib/lang';

type TPasswordConfirmDialogProps = {
  /** a picture above the title: the device, or the sign of logging out */
  icon?: ReactNode;
  title: string;
  /** what will happen; followed by `passwordText` when the password is asked */
  text: string;
  passwordText: string;
  labels: { password: string; confirm: string; confirming: string; cancel: string };
  /** a red confirm button, for what cannot be undone */
  danger?: boolean;
  /** whether the account has a password to ask for (not for Google or Facebook accounts) */
  hasPassword: boolean;
  /** ends the session(s); a failure stays in the dialog, in the page's language */
  onConfirm: (password: string | undefined) => Promise<void>;
};

/**
 * The confirmation of a sensitive step (logging sessions out, closing the account): an alert
 * dialog that asks for the password when the account has one (accounts made with Google or
 * Facebook have none), so that someone at an unlocked screen cannot act for its owner. 'Wrong
 * password' and the server's message about the field show under it.
 */
export function PasswordConfirmDialog({
  icon,
  title,
  text,
  passwordText,
  labels,
  danger = false,
  hasPassword,
  onConfirm,
}: TPasswordConfirmDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (hasPassword && !password) {
      setFieldError(validationMessages.required[lang]);
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onConfirm(hasPassword ? password : undefined);
    } catch (error) {
      setBusy(false);
      const wrong = error instanceof ApiError && error.code === 'AA00015';
      const field = error instanceof ApiError ? error.fieldText('password', lang) : null;
      if (hasPassword && (wrong || field)) {
        setFieldError((wrong && error.text(lang)) || field);
        passwordRef.current?.select();
      } else setFailure(error);
    }
  };

  return (
    <ModalContent
      alert
      size="sm"
      onOpenAutoFocus={(event) => {
        if (!hasPassword) return;
        event.preventDefault();
        passwordRef.current?.focus();
      }}
    >
      {icon && <div className="mb-4">{icon}</div>}
      <Dialog.Title className="text-2xl font-extrabold tracking-tight text-balance text-ink-900">
        {title}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600">
        {hasPassword ? `${text} ${passwordText}` : text}
      </Dialog.Description>
      <form
        noValidate
        onSubmit={(event) => void confirm(event)}
        className="mt-6 flex flex-col gap-4"
      >
        {failure !== null && <FormAlert>{apiErrorText(failure, lang, t)}</FormAlert>}
        {hasPassword && (
          <PasswordField
            ref={passwordRef}
            label={labels.password}
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
        )}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap-reverse sm:[&>*]:grow">
          <Dialog.Close asChild>
            <Button variant="ghost" size="lg" className="ring-1 ring-ink-200" disabled={busy}>
              {labels.cancel}
            </Button>
          </Dialog.Close>
          <Button
            type="submit"
            variant="secondary"
            size="lg"
            disabled={busy}
            className={danger ? 'bg-coral-700! hover:bg-coral-600!' : ''}
          >
            {busy && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
            {busy ? labels.confirming : labels.confirm}
          </Button>
        </div>
      </form>
    </ModalContent>
  );
}
