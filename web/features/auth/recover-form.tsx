import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { z } from 'zod';
import { ZEmail } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { EmailField } from './email-field';
import { api, ApiError } from '../../lib/api';
import { apiErrorText, fieldText } from '../../lib/errors';
import { useLang } from '../../lib/lang';

const ZRecover = z.object({ email: ZEmail });
type TRecoverInput = z.input<typeof ZRecover>;
type TRecoverOutput = z.output<typeof ZRecover>;

type TProblem = { kind: 'notFound' } | { kind: 'message'; text: string };

type TRecoverFormProps = {
  initialEmail: string;
  signUpHref: string;
  onBack: () => void;
};

/**
 * Password recovery (spec §4, §5, §8): an email, then a success view whose OK returns to login.
 * An unknown email shows the 'not found' text with a sign-up link; other errors the server's text.
 */
export function RecoverForm({ initialEmail, signUpHref, onBack }: TRecoverFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const okRef = useRef<HTMLButtonElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TRecoverInput, unknown, TRecoverOutput>({
    resolver: zodResolver(ZRecover),
    defaultValues: { email: initialEmail },
  });
  const email = register('email');

  // Moving between the form and its success view keeps focus inside the dialog's new content.
  useEffect(() => {
    if (sentTo) okRef.current?.focus();
    else emailRef.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit(async ({ email: address }) => {
    setProblem(null);
    try {
      const reply = await api.get<{ message: string }>(
        `/auth/forgot-password/${encodeURIComponent(address)}`,
      );
      if (reply?.message === 'success') setSentTo(address);
      else setProblem({ kind: 'message', text: t('login.recover.checkEmail') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setProblem({ kind: 'notFound' });
      else setProblem({ kind: 'message', text: apiErrorText(error, lang, t) });
    }
  });

  if (sentTo) {
    return (
      <div className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-sea-100 text-sea-700">
          <MailCheck className="h-7 w-7" aria-hidden="true" />
        </span>
        <Dialog.Title className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">
          {t('login.recover.successTitle')}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-600" role="status">
          {t('login.recover.successText', { email: sentTo })}
        </Dialog.Description>
        <Button ref={okRef} size="lg" className="mt-6 w-full" onClick={onBack}>
          {t('login.recover.ok')}
        </Button>
      </div>
    );
  }

  return (
    <div>
      <button
        type="button"
        onClick={onBack}
        className="-ml-2 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-ink-600 hover:bg-ink-50 hover:text-ink-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('login.recover.back')}
      </button>
      <Dialog.Title className="mt-3 text-2xl font-extrabold tracking-tight text-ink-900">
        {t('login.recover.title')}
      </Dialog.Title>
      <Dialog.Description className="mt-1.5 text-[15px] leading-relaxed text-ink-600">
        {t('login.recover.text')}
      </Dialog.Description>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-6 flex flex-col gap-4"
        aria-label={t('login.recover.title')}
      >
        {problem?.kind === 'notFound' && (
          <FormAlert>
            {t('login.recover.notFound')}{' '}
            <Link to={signUpHref} className="font-bold underline underline-offset-4">
              {t('login.recover.notFoundSignUp')}
            </Link>
          </FormAlert>
        )}
        {problem?.kind === 'message' && <FormAlert>{problem.text}</FormAlert>}
        <EmailField
          registration={email}
          error={fieldText(errors.email?.message, lang, t)}
          inputRef={emailRef}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
          {isSubmitting ? t('login.recover.submitting') : t('login.recover.submit')}
        </Button>
      </form>
    </div>
  );
}
