import { useTranslation } from '../i18n/translation';
import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { InboxList } from '../features/chat/inbox/inbox-list';
import { backofficeBox } from '../features/chat/inbox/paths';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { isBackofficeRole } from '../lib/session';
import { isAdminRole, requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-inbox';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['inbox'] };

/**
 * The back office's inbox (every back-office user's own conversations, `GET /chat`) and, for
 * admins, the support queue (`box=support`). Clients have theirs in settings; the API checks
 * the role again on every call.
 */
export async function loader(args: Route.LoaderArgs) {
  const box = backofficeBox(new URL(args.request.url).pathname);
  const { lang } = requireSession(args, {
    allow: box === 'support' ? isAdminRole : isBackofficeRole,
    elsewhere: (role) => (isBackofficeRole(role) ? '/backoffice' : '/settings/inbox'),
  });
  return {
    box,
    title: serverT(lang)(box === 'support' ? 'inbox.meta.support' : 'inbox.meta.title'),
  };
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

/** The search and the filter live in the query string: the list refetches them itself. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

export default function BackofficeInbox() {
  const { t } = useTranslation();
  const lang = useLang();
  const box = backofficeBox(useLocation().pathname);
  const section = box === 'support' ? 'support' : 'messages';
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />}>
      <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
        <header className="mb-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">
            {t(box === 'support' ? 'inbox.support.title' : 'inbox.page.title')}
          </h1>
          <p className="mt-2 text-base leading-relaxed text-ink-600">
            {t(box === 'support' ? 'inbox.support.subtitle' : 'inbox.page.subtitle')}
          </p>
        </header>
        <InboxList
          key={box}
          box={box}
          threadPath={(id) => `/${lang}/backoffice/${section}/${id}`}
        />
      </div>
    </BackofficeFrame>
  );
}
