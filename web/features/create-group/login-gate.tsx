import { LogIn } from 'lucide-react';
import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { storePrivatePath } from '../../lib/after-login';

/**
 * A visitor reaches the passengers and payment step: they log in (the header's login modal,
 * `?login=1`) and come back here with everything typed so far (kept in the tab).
 */
export function LoginGate() {
  const { t } = useTranslation('translation', { keyPrefix: 'createGroup' });
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="login-title"
      className="flex flex-col items-start gap-3 rounded-2xl bg-sea-50 p-5 ring-1 ring-sea-600/20 sm:p-6"
    >
      <h2 id="login-title" className="text-lg font-bold text-ink-900">
        {t('login.title')}
      </h2>
      <p className="text-[15px] leading-relaxed text-ink-700">{t('login.text')}</p>
      <Link
        to={{ pathname, search: '?login=1' }}
        replace
        preventScrollReset
        // the login returns to this page, where the wizard waits in this tab
        onClick={() => storePrivatePath(pathname)}
        className={buttonClass('secondary', 'lg')}
      >
        <LogIn className="h-5 w-5" aria-hidden="true" />
        {t('login.button')}
      </Link>
    </section>
  );
}
