import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { TTokenResponse } from '../../../shared/schemas/account';
import { afterLoginTarget, forgetPrivatePath, readPrivatePath } from '../../lib/after-login';
import { useLang } from '../../lib/lang';
import { sessionCookiesChanged } from '../../lib/session-context';

/**
 * What happens after a successful login (email, Google or Facebook): go where spec §4 says (or
 * stay, closing the modal), and reload the layout's session so the header updates without a reload.
 */
export function useCompleteLogin(): (session: TTokenResponse) => Promise<void> {
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return async (session) => {
    const target = afterLoginTarget({
      lang,
      role: session.role,
      pathname,
      search,
      storedPath: readPrivatePath(),
    });
    if (target.usedStoredPath) forgetPrivatePath();
    const staying = target.to.split('?')[0] === pathname;
    await navigate(staying ? target.to + hash : target.to, {
      replace: staying,
      preventScrollReset: staying,
    });
    if (sessionCookiesChanged()) await revalidate();
  };
}
