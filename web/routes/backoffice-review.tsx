import { ArrowLeft, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { Link } from 'react-router';
import { BackofficeError } from '../features/owner-boats/backoffice-error';
import { fetchReviewBoats, isReviewStatus } from '../features/review/api';
import { ReviewBoard } from '../features/review/review-board';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { requireAdminSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-review';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['review'] };

/**
 * Admins only: logged-out visitors are asked to log in, other back-office roles go to the back
 * office, clients go home. The API checks the role again on every call.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = requireAdminSession(args);
  return { title: serverT(lang)('review.metaTitle') };
}

/** The list is loaded in the browser, with the session cookies and the api client's refresh. */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  const wanted = new URL(request.url).searchParams.get('status');
  const status = isReviewStatus(wanted) ? wanted : 'pending_review';
  // the role check first: its redirect must win over the API's 403
  const server = await serverLoader();
  const [page] = await Promise.all([fetchReviewBoats(status), loadRouteAreas(params.lang, handle)]);
  return { ...server, status, page, loadedAt: Date.now() };
}
clientLoader.hydrate = true as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Link to={`/${lang}/backoffice`} className="flex items-center gap-3 rounded-lg">
            <Logo />
            <span className="hidden rounded-full bg-ink-900 px-2.5 py-1 text-[11px] font-bold tracking-widest text-white uppercase sm:inline">
              {t('session.backoffice.nav')}
            </span>
          </Link>
          <div className="ml-auto">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-8 pb-24 sm:px-6 sm:pt-12">
        <Link
          to={`/${lang}/backoffice`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-sea-700 underline-offset-4 hover:text-sea-800 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('review.backToBackoffice')}
        </Link>
        <p className="mt-6 text-xs font-bold tracking-widest text-sea-700 uppercase">
          {t('review.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
          {t('review.title')}
        </h1>
        <p className="mt-3 mb-8 max-w-2xl text-base leading-relaxed text-ink-600">
          {t('review.intro')}
        </p>
        {children}
      </main>
    </div>
  );
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <Frame>
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-ink-600">
        <LoaderCircle className="h-5 w-5 animate-spin text-sea-700" aria-hidden="true" />
        {t('review.loading')}
      </p>
    </Frame>
  );
}

export default function BackofficeReview({ loaderData }: Route.ComponentProps) {
  return (
    <Frame>
      {/* a new load (another tab, a language switch) starts from the server's list */}
      <ReviewBoard key={loaderData.loadedAt} status={loaderData.status} page={loaderData.page} />
    </Frame>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <Frame>
      <BackofficeError
        heading="h2"
        title={t('review.error.title')}
        text={t('review.error.text')}
        retry={t('review.error.retry')}
      />
    </Frame>
  );
}
