import { ChatEventsProvider } from '../features/chat/realtime';
import { MessagesMenu } from '../features/chat/unread/messages-menu';
import { ChatUnreadProvider } from '../features/chat/unread/unread-context';
import { ChatWidget } from '../features/chat/widget/chat-widget';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { isLang } from '../../shared/i18n';
import { BackofficePromptGate } from '../features/auth/backoffice-prompt-gate';
import { LoginModal } from '../features/auth/login-modal';
import type { TSocialConfig } from '../features/auth/types';
import { ErrorView, NotFoundView } from '../features/shell/status-view';
import { HeaderSlotsContext, Shell } from '../features/shell/shell';
import { getClientI18n } from '../i18n/client-instance';
import { ensureLanguage } from '../i18n/i18n';
import { onlyLoginParamsChanged } from '../lib/after-login';
import { consentCookie, readCookie } from '../lib/cookies';
import { readSession } from '../lib/session';
import { SessionProvider, sessionCookiesChanged } from '../lib/session-context';
import type { Route } from './+types/lang-layout';

/** A child route's `handle` may ask for no public shell (the back office has its own). */
export type TLayoutHandle = { bare?: boolean };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  const cookie = request.headers.get('cookie');
  return {
    consentAnswered: readCookie(cookie, consentCookie) !== undefined,
    // the readable session cookies, so the header is right in the server-rendered HTML
    session: readSession(cookie),
    // public ids of the social login apps; null (the demo) leaves their buttons disabled
    social: context.social satisfies TSocialConfig,
  };
}

/** On a client-side switch of language, load that catalogue before the new page renders. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const i18n = getClientI18n();
  if (i18n && isLang(params.lang)) await ensureLanguage(i18n, params.lang);
  return serverLoader();
}

/**
 * Reload the session after login or logout (the readable cookies changed), and not when only
 * the login modal opens or closes.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (sessionCookiesChanged()) return true;
  if (onlyLoginParamsChanged(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}

// the header's messages dropdown, for every Shell of the layout (features do not import each other)
const headerSlots = {
  renderMessages: (tone: 'dark' | 'light') => <MessagesMenu tone={tone} />,
};

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  const bare = useMatches().some((match) => (match.handle as TLayoutHandle | undefined)?.bare);
  return (
    <SessionProvider user={loaderData.session}>
      <ChatEventsProvider>
        <ChatUnreadProvider>
          <HeaderSlotsContext value={headerSlots}>
            {bare ? (
              <Outlet />
            ) : (
              <Shell consentAnswered={loaderData.consentAnswered}>
                <Outlet />
                <LoginModal social={loaderData.social} />
                <BackofficePromptGate />
              </Shell>
            )}
          </HeaderSlotsContext>
          {/* outside the switch: the back office has the support chat too */}
          <ChatWidget />
        </ChatUnreadProvider>
      </ChatEventsProvider>
    </SessionProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <Shell consentAnswered={false}>{notFound ? <NotFoundView /> : <ErrorView />}</Shell>;
}
