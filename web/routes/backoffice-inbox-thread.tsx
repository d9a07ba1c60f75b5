import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { backofficeBox } from '../features/chat/inbox/paths';
import { NewThread, targetFromSearch } from '../features/chat/thread/new-thread';
import { ThreadView, underBackofficeBars } from '../features/chat/thread/thread-view';
import { BackofficeFrame } from '../features/owner-boats/backoffice-frame';
import { LanguageSwitch } from '../features/shell/language-switch';
import { Logo } from '../features/shell/logo';
import type { TI18nHandle } from '../i18n/areas';
import { loadRouteAreas } from '../i18n/i18n';
import { serverT } from '../i18n/i18n.server';
import { useLang } from '../lib/lang';
import { isBackofficeRole } from '../lib/session';
import { isAdminRole, requireSession } from '../lib/session-guard';
import type { Route } from './+types/backoffice-inbox-thread';
import type { TLayoutHandle } from './lang-layout';

export const handle: TLayoutHandle & TI18nHandle = { bare: true, i18n: ['inbox'] };

/** Back-office users only, like their inbox; support conversations for admins only. */
export async function loader(args: Route.LoaderArgs) {
  const box = backofficeBox(new URL(args.request.url).pathname);
  const { lang } = requireSession(args, {
    allow: box === 'support' ? isAdminRole : isBackofficeRole,
    elsewhere: (role) => (isBackofficeRole(role) ? '/backoffice' : '/settings/inbox'),
  });
  return { title: serverT(lang)(box === 'support' ? 'inbox.meta.support' : 'inbox.meta.thread') };
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadRouteAreas(params.lang, handle)]);
  return data;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: 'robots', content: 'noindex' }];
}

/**
 * One conversation in the back-office frame (the settings thread's view): a support question
 * answered as Marea, or an owner's conversation with a client. `…/messages/new?booking=<id>`
 * (or `?boat=`) opens the existing one or starts it.
 */
export default function BackofficeInboxThread({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const section = backofficeBox(useLocation().pathname) === 'support' ? 'support' : 'messages';
  const listPath = `/${lang}/backoffice/${section}`;
  const back = {
    to: listPath,
    label: t(section === 'support' ? 'inbox.thread.backSupport' : 'inbox.thread.back'),
  };
  const open = useCallback(
    (id: string) => void navigate(`${listPath}/${id}`, { replace: true }),
    [navigate, listPath],
  );
  const query = search.toString();
  const isNew = params.id === 'new';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text, not its object
  const target = useMemo(() => (isNew ? targetFromSearch(search) : null), [isNew, query]);
  const source = useMemo(() => ({ id: params.id }), [params.id]);
  return (
    <BackofficeFrame logo={<Logo />} languageSwitch={<LanguageSwitch />}>
      {isNew ? (
        <NewThread target={target} back={back} heightClass={underBackofficeBars} open={open} />
      ) : (
        <ThreadView
          key={params.id}
          source={source}
          back={back}
          heightClass={underBackofficeBars}
          onStarted={open}
        />
      )}
    </BackofficeFrame>
  );
}
