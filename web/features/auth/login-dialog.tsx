import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router';
import { ModalContent } from '../../components/ui/modal';
import { withoutLoginParams } from '../../lib/after-login';
import { useLang } from '../../lib/lang';
import { LoginForm } from './login-form';
import { RecoverForm } from './recover-form';
import type { TSocialConfig } from './types';

type TLoginDialogProps = {
  open: boolean;
  onClose: () => void;
  social: TSocialConfig;
};

/** The sign-up page, with `redirect` back to the page the visitor was on (spec §2). */
function useSignUpHref(): string {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const here = pathname + withoutLoginParams(search);
  const isHome = /^\/(es|en)\/?$/.test(pathname);
  const isSignUp = /^\/(es|en)\/sign-up\/?$/.test(pathname);
  if (isSignUp) return here;
  return isHome ? `/${lang}/sign-up` : `/${lang}/sign-up?redirect=${encodeURIComponent(here)}`;
}

/** The login modal (spec §2): the login view and the password recovery view. */
export default function LoginDialog({ open, onClose, social }: TLoginDialogProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'login' | 'recover'>('login');
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement | null>(null);
  // what had the focus when the modal opened (the header's login link), to give it back on close
  const opener = useRef<HTMLElement | null>(null);
  const signUpHref = useSignUpHref();
  const shownView = useRef(view);
  // back from recovery, focus the login form's first field (the back button is gone)
  useEffect(() => {
    if (shownView.current !== view && view === 'login') emailRef.current?.focus();
    shownView.current = view;
  }, [view]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        onClose();
        setView('login');
      }}
    >
      <ModalContent
        closeLabel={t('login.close')}
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          event.preventDefault();
          emailRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // a link opens it (?login=1), not a Radix trigger: the focus goes back to that link
          if (!opener.current?.isConnected || opener.current === document.body) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        {view === 'login' ? (
          <LoginForm
            social={social}
            signUpHref={signUpHref}
            emailRef={emailRef}
            initialEmail={email}
            onForgot={(value) => {
              setEmail(value);
              setView('recover');
            }}
          />
        ) : (
          <RecoverForm
            initialEmail={email}
            signUpHref={signUpHref}
            onBack={() => setView('login')}
          />
        )}
      </ModalContent>
    </Dialog.Root>
  );
}
