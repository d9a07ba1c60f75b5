import { ArrowLeft, LoaderCircle, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLang } from '../../lib/lang';
import { useSession } from '../../lib/session-context';
import { BackofficeNav } from './backoffice-nav';
import { usePendingRequestCount } from './pending-requests';

type TBackofficeFrameProps = {
  /** the site's logo and language switch (from the shell: features do not import each other) */
  logo: ReactNode;
  languageSwitch: ReactNode;
  /** a way up, shown before the content ("My boats") */
  back?: { to: string; label: string };
  /**
   * the requests waiting for an answer when the page loads them itself (null until known);
   * left out, the frame asks the API
   */
  pendingCount?: number | null;
  /** a wider page (lists with many columns): the bar follows its width */
  wide?: boolean;
  children: ReactNode;
};

/** The back office's bar (logo, language, log out) and sections over a page of its own. */
export function BackofficeFrame({
  logo,
  languageSwitch,
  back,
  pendingCount,
  wide = false,
  children,
}: TBackofficeFrameProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user, logout, loggingOut } = useSession();
  const fetched = usePendingRequestCount(pendingCount === undefined);
  const pending = pendingCount === undefined ? fetched : pendingCount;
  const width = wide ? 'max-w-7xl' : 'max-w-6xl';
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <header className="border-b border-ink-100 bg-white">
        <div className={`mx-auto flex h-16 ${width} items-center gap-3 px-4 sm:px-6`}>
          <Link to={`/${lang}/backoffice`} className="flex items-center gap-3 rounded-lg">
            {logo}
            <span className="hidden rounded-full bg-ink-900 px-2.5 py-1 text-[11px] font-bold tracking-widest text-white uppercase sm:inline">
              {t('session.backoffice.nav')}
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-3 sm:gap-4">
            {languageSwitch}
            <button
              type="button"
              onClick={() => void logout()}
              disabled={loggingOut}
              className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 hover:bg-ink-50 disabled:opacity-60"
            >
              {loggingOut ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <LogOut className="h-4 w-4" aria-hidden="true" />
              )}
              <span className="sr-only sm:not-sr-only">{t('session.backoffice.logout')}</span>
            </button>
          </div>
        </div>
        <BackofficeNav lang={lang} pending={pending} role={user?.role} width={width} />
      </header>
      <main id="main" className="flex w-full flex-1 flex-col">
        {back && (
          <div className={`mx-auto w-full ${width} px-4 pt-5 sm:px-6`}>
            <Link
              to={back.to}
              className="inline-flex items-center gap-1.5 rounded-full py-1 text-sm font-semibold text-ink-700 hover:text-ink-900"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {back.label}
            </Link>
          </div>
        )}
        {children}
      </main>
    </div>
  );
}
