import { useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { consentCookie, consentMaxAgeSeconds } from '../../lib/cookies';
import { useLang } from '../../lib/lang';

function storeConsent(value: 'true' | 'false') {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookie}=${value}; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Shown until the visitor answers. Accepting stores allowCookie=true for 150 days; declining
 * stores allowCookie=false for as long, so the banner stays away either way.
 */
export function CookieBanner({ answered }: { answered: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(!answered);
  if (!open) return null;
  const answer = (value: 'true' | 'false') => {
    storeConsent(value);
    setOpen(false);
  };
  return (
    <section
      role="region"
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-float ring-1 ring-ink-900/10 sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="text-base font-bold text-ink-900">
            {t('cookies.title')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-ink-600">
            {t('cookies.message')}{' '}
            <Link
              to={`/${lang}/cookie-policy`}
              className="font-semibold text-sea-700 underline underline-offset-2 hover:text-sea-800"
            >
              {t('cookies.learnMore')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="ghost" className="ring-1 ring-ink-200" onClick={() => answer('false')}>
            {t('cookies.decline')}
          </Button>
          <Button variant="secondary" onClick={() => answer('true')}>
            {t('cookies.accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}
