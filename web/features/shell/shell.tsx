import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { hasOverlayHeader, Header, type TRenderMessages } from './header';

export { HeaderSlotsContext } from './header';

/** Header, main content and footer of every public page, with the cookie banner until answered. */
export function Shell({
  children,
  consentAnswered,
  renderMessages,
}: {
  children: ReactNode;
  consentAnswered: boolean;
  /** the header's messages button for logged-in users; else HeaderSlotsContext's */
  renderMessages?: TRenderMessages;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <Header renderMessages={renderMessages} />
      <main
        id="main"
        className={`flex-1 ${hasOverlayHeader(pathname) ? '' : 'pt-16 lg:pt-[72px]'}`}
      >
        {children}
      </main>
      <Footer />
      <CookieBanner answered={consentAnswered} />
    </div>
  );
}
