import { data, isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { isLang } from '../../shared/i18n';
import { ErrorView, NotFoundView } from '../features/shell/status-view';
import { Shell } from '../features/shell/shell';
import { getClientI18n } from '../i18n/client-instance';
import { ensureLanguage } from '../i18n/i18n';
import { consentCookie, readCookie } from '../lib/cookies';
import type { Route } from './+types/lang-layout';

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  return {
    consentAnswered: readCookie(request.headers.get('cookie'), consentCookie) !== undefined,
  };
}

/** On a client-side switch of language, load that catalogue before the new page renders. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const i18n = getClientI18n();
  if (i18n && isLang(params.lang)) await ensureLanguage(i18n, params.lang);
  return serverLoader();
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell consentAnswered={loaderData.consentAnswered}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <Shell consentAnswered={false}>{notFound ? <NotFoundView /> : <ErrorView />}</Shell>;
}
