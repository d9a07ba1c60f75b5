import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { wantsLoginModal, withoutLoginParams } from '../../lib/after-login';
import { useSession } from '../../lib/session-context';
import type { TSocialConfig } from './types';

// Forms, validation and zod load with the first opening: most visits never log in.
const LoginDialog = lazy(() => import('./login-dialog'));

/**
 * Opens the login modal while the URL asks for it (`?login=1` from the header's login link,
 * `?redirectFromReset=true` after a password reset); closing it removes the parameter.
 */
export function LoginModal({ social }: { social: TSocialConfig }) {
  const [params] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const open = wantsLoginModal(params) && !user;
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (open) setRequested(true);
  }, [open]);
  if (!requested) return null;
  const close = () =>
    void navigate(
      { pathname, search: withoutLoginParams(search), hash },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} onClose={close} social={social} />
    </Suspense>
  );
}
